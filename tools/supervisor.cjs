// Supervision of FLOW's own processes (tools/services.cjs names them): a process that exits without
// being asked to is started again with back-off while the others keep running, and the log says what
// happened. A process that keeps crashing (a crash loop) is given up with a clear message; the others
// keep running, because most of FLOW still works without one service (its routes answer 503), and
// stopping everything would turn one fault into a total outage. `npm start` uses it; so does the
// supervision test (apps/system-e2e/test/supervision.int-spec.ts) on the integration stack.
'use strict';
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const { waitForReady, logTail } = require('./services.cjs');

const DEFAULTS = {
  /** Waits before each restart of a row of crashes: 0.5 s, 1 s, 2 s, 4 s, then 8 s. */
  backoffMs: [500, 1000, 2000, 4000, 8000],
  /** This many crashes within `windowMs` is a crash loop: given up. */
  maxRestarts: 5,
  windowMs: 120_000,
  /** Up this long, the next crash starts the back-off from its first step again. */
  stableMs: 30_000,
  readyTimeoutMs: 60_000,
};

class Supervisor {
  /** `log(message)`: one line per event (exit, restart, back, given up). */
  constructor(options = {}) {
    this.options = { ...DEFAULTS, ...options };
    this.log = options.log ?? (() => {});
    this.processes = [];
    this.stopping = false;
  }

  /**
   * Starts `spec` and waits until it is ready; a process that fails its first start is not supervised
   * (the caller decides: `npm start` stops). spec: { name, command?, args, env, logFile? (its output),
   * stdio? (without logFile), tailFile? (the log quoted on a crash), cwd?, ready?: url, readyTimeoutMs?,
   * onSpawn?(child), onGiveUp?() }.
   */
  async start(spec) {
    const proc = new Supervised(this, spec);
    this.processes.push(proc);
    try {
      await proc.launch();
    } catch (error) {
      await proc.stop();
      throw error;
    }
    return proc;
  }

  /** Stops every supervised process (SIGTERM, SIGKILL after 10 s), the last started first. */
  async stopAll() {
    this.stopping = true;
    await Promise.all([...this.processes].reverse().map((p) => p.stop()));
  }
}

class Supervised {
  constructor(supervisor, spec) {
    this.supervisor = supervisor;
    this.spec = spec;
    this.name = spec.name;
    this.child = null;
    this.state = 'starting';
    /** Times of the crashes, for the crash-loop window. */
    this.crashes = [];
    this.consecutive = 0;
    this.timer = null;
    this.listeners = new Set();
  }

  get pid() {
    return this.child?.pid;
  }

  /** Calls `fn(event)` on 'exited', 'restarted' and 'gave-up'. Answers a function that removes it. */
  on(fn) {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  emit(event) {
    for (const fn of this.listeners) fn(event);
  }

  spawnChild() {
    const { spec } = this;
    let stdio = spec.stdio ?? 'ignore';
    if (spec.logFile) {
      const out = fs.openSync(spec.logFile, 'a');
      stdio = ['ignore', out, out];
    }
    const child = spawn(spec.command ?? process.execPath, spec.args, { cwd: spec.cwd, env: spec.env, stdio });
    if (spec.logFile) fs.closeSync(stdio[1]);
    spec.onSpawn?.(child);
    this.child = child;
    this.startedAt = Date.now();
    child.once('exit', (code, signal) => this.exited(child, code, signal));
    return child;
  }

  async launch() {
    const child = this.spawnChild();
    if (this.spec.ready) {
      await waitForReady(this.spec.ready, child, {
        timeoutMs: this.spec.readyTimeoutMs ?? this.supervisor.options.readyTimeoutMs,
        logFile: this.spec.tailFile ?? this.spec.logFile,
        name: this.name,
      }).catch((error) => {
        error.child = child;
        throw error;
      });
    }
    if (this.child === child && this.state !== 'stopped') {
      this.state = 'running';
      this.everReady = true;
    }
  }

  exited(child, code, signal) {
    // A first start that fails is the caller's to handle (start() rejects); only a process that was ready is supervised.
    if (child !== this.child || !this.everReady || this.state === 'stopped' || this.supervisor.stopping) return;
    const { options } = this.supervisor;
    const now = Date.now();
    if (now - this.startedAt >= options.stableMs) this.consecutive = 0;
    this.crashes = [...this.crashes.filter((t) => now - t < options.windowMs), now];
    const how = signal ?? `code ${code}`;
    this.emit({ type: 'exited', code, signal });
    const tailFile = this.spec.tailFile ?? this.spec.logFile;
    const tail = tailFile ? `; ${tailFile} ends with:\n${indent(logTail(tailFile, 15))}` : '';
    if (this.crashes.length >= options.maxRestarts) {
      this.state = 'given-up';
      this.supervisor.log(
        `${this.name} stopped unexpectedly (${how}): ${this.crashes.length} crashes in ${Math.round(options.windowMs / 1000)} s is a crash loop, so it is not restarted again. ` +
          `The other services keep running; what needs ${this.name} answers 503 until you fix the cause and start FLOW again${tail}`,
      );
      this.spec.onGiveUp?.();
      this.emit({ type: 'gave-up' });
      return;
    }
    const waitMs = options.backoffMs[Math.min(this.consecutive, options.backoffMs.length - 1)];
    this.consecutive += 1;
    this.state = 'restarting';
    this.supervisor.log(
      `${this.name} stopped unexpectedly (${how}); restarting it in ${(waitMs / 1000).toFixed(1)} s (restart ${this.crashes.length} of at most ${options.maxRestarts - 1} in ${Math.round(options.windowMs / 1000)} s)${tail}`,
    );
    this.timer = setTimeout(() => void this.restart(), waitMs);
  }

  async restart() {
    this.timer = null;
    if (this.state === 'stopped' || this.supervisor.stopping) return;
    const began = Date.now();
    try {
      await this.launch();
    } catch (error) {
      // Not ready in time, or exited again: its exit (now or after this kill) counts as the next crash.
      // Only this try's child: after an exit the next try may have started already.
      const child = error.child;
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return;
    }
    this.supervisor.log(`${this.name} is running again (pid ${this.child.pid}, ready in ${((Date.now() - began) / 1000).toFixed(1)} s)`);
    this.emit({ type: 'restarted', pid: this.child.pid });
  }

  /** Stops it for good (SIGTERM, SIGKILL after 10 s); no restart follows. */
  async stop() {
    this.state = 'stopped';
    if (this.timer) clearTimeout(this.timer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  }
}

const indent = (text) =>
  text
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n');

module.exports = { Supervisor, SUPERVISION_DEFAULTS: DEFAULTS };

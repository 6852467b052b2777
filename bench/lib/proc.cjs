// CPU time and memory of processes, read from /proc (Linux). On a shared machine throughput moves
// with the load, but the CPU time each process spends per request does not: the benchmarks report both.
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');

let ticks;
const clockTicks = () => (ticks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100);

function stat(pid) {
  try {
    const raw = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = raw.lastIndexOf(')');
    const fields = raw.slice(close + 2).split(' ');
    return {
      comm: raw.slice(raw.indexOf('(') + 1, close),
      ppid: Number(fields[1]),
      utime: Number(fields[11]),
      stime: Number(fields[12]),
      cutime: Number(fields[13]),
      cstime: Number(fields[14]),
    };
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far; NaN when it is gone. */
function cpuSeconds(pid) {
  const s = stat(pid);
  return s ? (s.utime + s.stime) / clockTicks() : NaN;
}

/**
 * CPU seconds of a process and all its descendants (PostgreSQL forks a backend per connection). A
 * child that exited is counted in its parent's cutime/cstime once reaped, so nothing goes missing and
 * nothing is counted twice.
 */
function treeCpuSeconds(pid) {
  let ticks = 0;
  for (const p of [pid, ...descendants(pid)]) {
    const s = stat(p);
    if (s) ticks += s.utime + s.stime + s.cutime + s.cstime;
  }
  return ticks / clockTicks();
}

/** Resident memory in bytes: RSS, and PSS (shared pages split between the processes sharing them). */
function memory(pid) {
  const read = (file, key) => {
    try {
      const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/${file}`, 'utf8'));
      return m ? Number(m[1]) * 1024 : null;
    } catch {
      return null;
    }
  };
  return { rss: read('status', 'VmRSS'), pss: read('smaps_rollup', 'Pss') };
}

/** Every live descendant of a process. */
function descendants(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(entry);
    if (!s) continue;
    if (!children.has(s.ppid)) children.set(s.ppid, []);
    children.get(s.ppid).push(Number(entry));
  }
  const out = [];
  const walk = (p) => {
    for (const c of children.get(p) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(Number(pid));
  return out;
}

function commandLine(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * CPU milliseconds per unit of work of each named process (or process tree), between `start()` and
 * `stop(units)`.
 */
function cpuMeter(pids, { trees = [] } = {}) {
  const read = () => Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, trees.includes(name) ? treeCpuSeconds(pid) : cpuSeconds(pid)]));
  const before = read();
  return (units) => {
    const after = read();
    const perUnit = Object.fromEntries(Object.keys(pids).map((name) => [name, Math.round(((after[name] - before[name]) * 1e6) / Math.max(1, units)) / 1000]));
    const total = Math.round(Object.values(perUnit).reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0) * 1000) / 1000;
    return { perUnitMs: perUnit, totalMs: total };
  };
}

module.exports = { cpuSeconds, treeCpuSeconds, memory, descendants, commandLine, cpuMeter, stat };

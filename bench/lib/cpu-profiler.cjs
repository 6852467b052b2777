// Preloaded (NODE_OPTIONS=--require) into a process a benchmark wants to profile. Idle until told
// (SIGWINCH: Nest treats SIGUSR2 as a shutdown signal, and SIGUSR1 opens the inspector):
// the first SIGWINCH starts the V8 CPU profiler, the next one stops it and writes
// $FLOW_CPU_PROFILE_DIR/<app>-<pid>-<n>.cpuprofile (open it in Chrome DevTools or speedscope), so
// the profile covers exactly the measured load and nothing of the start-up.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const inspector = require('node:inspector');

const dir = process.env.FLOW_CPU_PROFILE_DIR || process.cwd();
const app = path.basename(path.dirname(path.dirname(process.argv[1] ?? 'node')));
const session = new inspector.Session();
session.connect();
let running = false;
let count = 0;

process.on('SIGWINCH', () => {
  if (!running) {
    running = true;
    session.post('Profiler.enable', () => session.post('Profiler.setSamplingInterval', { interval: 250 }, () => session.post('Profiler.start')));
    return;
  }
  running = false;
  session.post('Profiler.stop', (error, result) => {
    if (error) return;
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${app}-${process.pid}-${++count}.cpuprofile`);
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(result.profile));
    fs.renameSync(`${file}.tmp`, file);
  });
});

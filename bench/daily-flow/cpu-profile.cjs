// Preloaded with --require by `run.cjs --profile` (Node refuses --cpu-prof in NODE_OPTIONS): profiles the
// whole process and writes a .cpuprofile (open in Chrome DevTools) when it is stopped.
const fs = require('node:fs');
const path = require('node:path');
const inspector = require('node:inspector');

const dir = process.env.FLOW_CPU_PROFILE_DIR;
const session = new inspector.Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 200 });
session.post('Profiler.start');
let written = false;
function write() {
  if (written) return;
  written = true;
  // Same-thread inspector sessions answer synchronously, so this completes before the process ends.
  session.post('Profiler.stop', (error, result) => {
    if (error) return;
    fs.mkdirSync(dir, { recursive: true });
    const name = path.basename(path.dirname(path.dirname(process.argv[1] ?? 'node')));
    fs.writeFileSync(path.join(dir, `${name}-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
  });
}
// NestJS re-raises SIGTERM after its shutdown hooks, so the process may never reach 'exit'.
process.once('SIGTERM', write);
process.on('exit', write);

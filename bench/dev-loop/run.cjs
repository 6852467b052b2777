// The development loop's fixed cost: `npm run build` when nothing changed, every task from Nx's local
// cache. `npm run bench:dev-loop` (`-- --smoke`: 2 rounds) → bench/results/dev-loop.json.
// Target (issue 28): under 2 s, and Nx says the tasks came from the cache.
// Three ways, in alternation each round: `npm run build` as the repo defines it (Nx's own plugins in
// process), the same on a terminal (script(1) gives it a TTY: Nx's terminal UI), and the command as it
// was before (the plugins in three worker processes) beside them. Nx's daemon is off in all three, as Nx
// leaves it in a container and on CI: each run builds the project graph itself, the figure a fresh clone
// gets. Wall time from here; CPU time is user + system of the command and its children (/usr/bin/time).
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const { runBenchmark } = require('../lib/run.cjs');
const { root } = require('../lib/machine.cjs');
const { acrossRounds } = require('../lib/stats.cjs');

const TARGET_MS = 2000;
const CACHED = /Nx read the output from the cache instead of running the command for (\d+) out of (\d+) tasks/;
const timeFile = path.join(os.tmpdir(), `flow-dev-loop-${process.pid}.time`);
// A person's shell: not CI (CI turns Nx's terminal UI off).
const personEnv = { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !['CI', 'NX_ISOLATE_PLUGINS'].includes(k))), NX_DAEMON: 'false' };

const npmBuild = ['run', 'build'];
const WAYS = {
  npm: { what: '`npm run build`', cmd: 'npm', args: npmBuild, env: personEnv },
  terminal: { what: '`npm run build` on a terminal (TTY)', cmd: 'script', args: ['-qec', 'npm run build', '/dev/null'], env: personEnv },
  before: {
    what: '`nx run-many -t build` with plugin workers (before issue 28)',
    cmd: 'node_modules/.bin/nx',
    args: ['run-many', '-t', 'build'],
    env: { ...personEnv, NX_ISOLATE_PLUGINS: 'true' },
  },
};

function run(way) {
  const t0 = performance.now();
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S', '-o', timeFile, way.cmd, ...way.args], { cwd: root, env: way.env, encoding: 'utf8' });
  const wallMs = performance.now() - t0;
  const [user, sys] = fs.readFileSync(timeFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
  const output = `${r.stdout}${r.stderr}`;
  if (r.status !== 0) throw new Error(`${way.cmd} ${way.args.join(' ')} failed:\n${output.slice(-3000)}`);
  const cached = CACHED.exec(output);
  return { wallMs, cpuMs: (user + sys) * 1000, fromCache: cached ? `${cached[1]} of ${cached[2]}` : null };
}

runBenchmark('dev-loop', { limitMinutes: 15, smokeLimitMinutes: 8, servers: false }, async ({ smoke, log }) => {
  const rounds = smoke ? 2 : 7;
  log('first build (fills the cache when it is empty)');
  const first = run(WAYS.npm);
  log(`first build ${Math.round(first.wallMs)} ms`);
  const samples = Object.fromEntries(Object.keys(WAYS).map((k) => [k, []]));
  for (let i = 0; i < rounds; i++) {
    for (const [name, way] of Object.entries(WAYS)) {
      const s = run(way);
      samples[name].push(s);
      log(`round ${i + 1} ${name}: ${Math.round(s.wallMs)} ms wall, ${Math.round(s.cpuMs)} ms CPU, from the cache: ${s.fromCache ?? 'no'}`);
    }
  }
  const ways = Object.entries(WAYS).map(([name, way]) => ({
    way: name,
    what: way.what,
    wallMs: acrossRounds(
      samples[name].map((s) => s.wallMs),
      0,
    ),
    cpuMs: acrossRounds(
      samples[name].map((s) => s.cpuMs),
      0,
    ),
    fromCache: [...new Set(samples[name].map((s) => s.fromCache))].join(', '),
  }));
  const person = ways.find((w) => w.way === 'npm');
  return {
    title: 'Development loop: a second `npm run build` with nothing changed',
    target: `under ${TARGET_MS / 1000} s, every task from Nx's local cache`,
    firstBuildMs: Math.round(first.wallMs),
    rounds,
    ways,
    meetsTarget: smoke
      ? null
      : person.wallMs.median < TARGET_MS && samples.npm.every((s) => s.fromCache && s.fromCache.split(' of ')[0] === s.fromCache.split(' of ')[1]),
  };
});

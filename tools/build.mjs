#!/usr/bin/env node
// Builds every project through Nx's task graph (libraries and services with swc, the web app with
// apps/web/scripts/build.mjs), each from the local cache when its inputs have not changed.
// For scripts and the Dockerfile; `npm run build` is the same. `--server` leaves the web app out;
// `--running` builds what `npm start` runs besides the web app (the services, the gateway and their
// libraries: not the test helpers); `--web` builds the web app alone (npm start builds it beside the
// services' start).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const flag = (name) => process.argv.includes(name);
const args = flag('--web')
  ? ['run', 'web:build']
  : ['run-many', '-t', 'build', ...(flag('--running') ? ['--exclude', 'web,testing'] : flag('--server') ? ['--exclude', 'web'] : [])];
// Nx's own project-graph plugins in this process rather than one worker process each (saves a second
// of every cached build; the isolation only matters for third-party plugins, of which there are none).
const env = { NX_DAEMON: 'false', NX_ISOLATE_PLUGINS: 'false', ...process.env };
const r = spawnSync(path.join(root, 'node_modules/.bin/nx'), args, { cwd: root, stdio: 'inherit', env });
process.exit(r.status ?? 1);

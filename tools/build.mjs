#!/usr/bin/env node
// Builds every project: libraries and services with swc (seconds), the web app with Vite.
// `--server` skips the web app. Type checking is separate (npm run typecheck).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const serverOnly = process.argv.includes('--server');
const projects = [...fs.readdirSync('libs').map((p) => `libs/${p}`), ...fs.readdirSync('apps').map((p) => `apps/${p}`)]
  .filter((dir) => fs.existsSync(`${dir}/src`) && fs.existsSync(`${dir}/project.json`));
const swcProjects = projects.filter((dir) => !fs.existsSync(`${dir}/vite.config.ts`) && !dir.endsWith('-e2e'));

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const swc = 'node_modules/.bin/swc';
for (const dir of swcProjects) {
  fs.rmSync(`${dir}/dist`, { recursive: true, force: true });
  run(`../../${swc}`, ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', '../../.swcrc', '--ignore', '**/*.spec.ts,**/*.spec.tsx,**/*.int-spec.ts', '-q'], { cwd: dir });
}
if (!serverOnly && fs.existsSync('apps/web/vite.config.ts')) {
  run('node_modules/.bin/vite', ['build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn']);
}
console.log(`built ${swcProjects.length} server projects${serverOnly ? '' : ' and the web app'}`);

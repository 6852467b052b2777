// The pieces `npm run dev` (tools/start.mjs --dev) adds to `npm start`: swc recompiling each library
// and service on change, Vite's dev server for the web app, and one coloured log of every process.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { styleText } from 'node:util';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const WEB_PORT = Number(process.env.FLOW_WEB_PORT ?? 5173);
export const WEB_ORIGIN = `http://localhost:${WEB_PORT}`;

const COLOURS = ['cyan', 'magenta', 'yellow', 'green', 'blue', 'red', 'cyanBright', 'magentaBright', 'yellowBright', 'greenBright', 'blueBright', 'redBright'];
const colours = new Map();

/** Each line a process writes, after its name in its own colour; a service's lines also go to its log file. */
export function showOutput(name, child, file) {
  if (!colours.has(name)) colours.set(name, COLOURS[colours.size % COLOURS.length]);
  const colour = process.stdout.isTTY && !process.env.NO_COLOR;
  const tag = colour ? styleText(colours.get(name), name.padEnd(16)) : name.padEnd(16);
  const log = file ? fs.createWriteStream(file, { flags: 'a' }) : null;
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      console.log(`${tag} ${line}`);
      log?.write(`${line}\n`);
    });
  }
}

/** Libraries and services: the projects swc builds (not the web app, not the end-to-end suites). */
function serverProjects() {
  return ['libs', 'apps']
    .flatMap((group) => fs.readdirSync(path.join(root, group)).map((p) => `${group}/${p}`))
    .filter((dir) => fs.existsSync(path.join(root, dir, 'src')) && fs.existsSync(path.join(root, dir, 'project.json')))
    .filter((dir) => !fs.existsSync(path.join(root, dir, 'vite.config.ts')) && !dir.endsWith('-e2e'));
}

/**
 * One `swc --watch` per library and service (the options of the Nx build target); resolves when each has
 * compiled its sources once, so the services start on a complete build. Each is added to `children` at once.
 */
export function watchServerProjects(children) {
  return Promise.all(
    serverProjects().map(
      (dir) =>
        new Promise((resolve, reject) => {
          const args = [
            'src',
            '-d',
            'dist',
            '--strip-leading-paths',
            '--config-file',
            '../../.swcrc',
            '--ignore',
            '**/*.spec.ts,**/*.spec.tsx,**/*.int-spec.ts',
            '--watch',
          ];
          const child = spawn(bin('swc'), args, { cwd: path.join(root, dir), stdio: ['ignore', 'pipe', 'pipe'] });
          children.push(child);
          showOutput(`swc ${path.basename(dir)}`, child);
          child.stdout.on('data', (d) => String(d).includes('Watching for file changes') && resolve(child));
          child.once('exit', (code) => reject(new Error(`swc --watch in ${dir} exited (${code})`)));
        }),
    ),
  );
}

/** Vite's dev server (FLOW_WEB_PORT, 5173), forwarding /api and /socket.io to the gateway on :8080 (apps/web/vite.config.ts). */
export function serveWebApp() {
  const child = spawn(bin('vite'), ['--config', 'apps/web/vite.config.ts', '--port', String(WEB_PORT), '--strictPort'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  showOutput('web', child);
  return child;
}

#!/usr/bin/env node
// `npm start`: the whole product on one machine with embedded defaults. Installs what is missing,
// starts PostgreSQL, Redis and NATS (JetStream) with data under .flow/, migrates, builds, starts
// every service and the gateway, and serves the app at http://localhost:8080. Ctrl-C stops it all.
// `npm run dev` (--dev): the same, with each library and service recompiled on change (swc watch),
// each service restarted when its code changes (node --watch), the web app on Vite's dev server, and
// every process's output in one coloured log (tools/dev.mjs).
// The services, their environment, readiness and migrations come from the one service catalogue
// (tools/services.cjs); each runs under the supervisor (tools/supervisor.cjs): one that stops is
// restarted with back-off while the others keep running, and a crash loop is given up with a message.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
// FLOW_STATE_DIR and the FLOW_*_PORT variables let a second copy run beside this one (the footprint benchmark does).
const STATE = process.env.FLOW_STATE_DIR ? path.resolve(process.env.FLOW_STATE_DIR) : path.join(root, '.flow');
const PORT = Number(process.env.PORT ?? 8080);
const started = Date.now();
const DEV = process.argv.includes('--dev');
const log = (msg) => console.log(`[flow] ${msg}`);

/** A child process's exit status, without blocking this process (so other steps run beside it). */
const run = (command, args) =>
  new Promise((resolve) =>
    spawn(command, args, { stdio: 'inherit' })
      .once('exit', (code) => resolve(code ?? 1))
      .once('error', () => resolve(1)),
  );
const phase = (name) => {
  const at = Date.now();
  return () => log(`${name}: ${((Date.now() - at) / 1000).toFixed(1)} s`);
};

const { startInfra, SERVICE_NODE_FLAGS, installPackagesInBackground } = require('./infra.cjs');
{
  // A first run's apt-get (PostgreSQL, Redis, NATS) and npm ci side by side: neither needs the other.
  const external = { postgres: !!process.env.DATABASE_URL, redis: !!process.env.REDIS_URL, nats: !!process.env.NATS_URL };
  const apt = installPackagesInBackground({ postgres: !external.postgres, redis: !external.redis, nats: !external.nats }, log);
  if (!fs.existsSync('node_modules/.package-lock.json')) {
    log('Installing npm dependencies (first run)...');
    const done = phase('npm ci');
    const status = await run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline']);
    if (status !== 0) process.exit(status);
    done();
  }
  await apt;
}

const catalogue = require('./services.cjs');
const { Supervisor } = require('./supervisor.cjs');
const dev = DEV ? await import('./dev.mjs') : null;
const { listBackups, settings: backupSettings } = require('./backup.cjs');
// Processes outside supervision (dev's watchers, Vite); FLOW's own processes are the supervisor's.
const children = [];
const supervisor = new Supervisor({ log: (msg) => log(msg) });
let infra;
let stopping = false;
let backupTimer;

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  clearTimeout(backupTimer);
  log('Stopping FLOW...');
  await supervisor.stopAll();
  for (const child of children.reverse()) {
    if (child.exitCode === null) child.kill('SIGTERM');
  }
  await Promise.all(
    children.map((c) =>
      c.exitCode !== null
        ? null
        : new Promise((r) => {
            c.once('exit', r);
            setTimeout(() => {
              c.kill('SIGKILL');
              r();
            }, 10_000).unref();
          }),
    ),
  );
  await infra?.stop();
  fs.rmSync(path.join(STATE, 'flow.pid'), { force: true });
  log('Stopped.');
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

/**
 * A backup a day while FLOW runs (FLOW_BACKUP_INTERVAL_HOURS, 0 turns it off): the first when the newest
 * backup is older than the interval (but not in the first minute, which belongs to the start-up), in a
 * child process so the services never wait for it.
 */
function scheduleBackups(pgBaseUrl) {
  const hours = Number(process.env.FLOW_BACKUP_INTERVAL_HOURS ?? 24);
  if (!(hours > 0)) return;
  const intervalMs = hours * 3_600_000;
  const env = { ...process.env, FLOW_STATE_DIR: STATE, FLOW_BACKUP_DATABASE_URL: pgBaseUrl };
  const newest = listBackups(backupSettings(env).backupsDir).at(-1);
  const age = newest ? Date.now() - fs.statSync(path.join(newest, 'manifest.json')).mtimeMs : Infinity;
  const runOnce = () => {
    const child = spawn(process.execPath, ['tools/backup.cjs', 'backup'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('exit', (code) => {
      if (!stopping) log(code === 0 ? output.trim().replace(/^\[flow\] /, '') : `Daily backup failed: ${output.trim()}`);
      if (!stopping) backupTimer = setTimeout(runOnce, intervalMs);
    });
  };
  backupTimer = setTimeout(runOnce, Math.max(60_000, Math.min(intervalMs, intervalMs - age)));
  backupTimer.unref();
}

function jwtKey() {
  const file = path.join(STATE, 'keys', 'jwt-ed25519.pem');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const { privateKey } = crypto.generateKeyPairSync('ed25519');
    fs.writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8');
}

/** A random secret kept in .flow/ so a restart keeps working with what it encrypted. */
function localSecret(name) {
  const file = path.join(STATE, 'keys', name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** The VAPID key pair of Web Push, kept in .flow/keys/ so devices subscribed once keep receiving after a restart. */
function vapidKeys() {
  const file = path.join(STATE, 'keys', 'vapid.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const privateKey = ecdh.getPrivateKey();
    // 32 bytes, as web-push requires (a key with leading zero bytes comes back shorter).
    const padded = Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]);
    fs.writeFileSync(file, JSON.stringify({ publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: padded.toString('base64url') }), { mode: 0o600 });
  }
  const keys = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY ?? keys.publicKey, VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY ?? keys.privateKey };
}

/** Where a service writes its output (shown, its last lines, when it fails, so the cause is on screen). */
const logFile = (name) => path.join(STATE, 'logs', `${name}.log`);

/**
 * Starts one of FLOW's processes under the supervisor and waits until `ready` answers. A failed first
 * start stops `npm start` (as before); after that, an exit is the supervisor's to handle.
 */
function runNode(name, script, env, ready) {
  fs.mkdirSync(path.join(STATE, 'logs'), { recursive: true });
  // node --watch restarts the service when a module it loaded (its dist, a library's dist) changes.
  const args = [...SERVICE_NODE_FLAGS, ...(DEV ? ['--watch', '--watch-preserve-output'] : []), script];
  const output = DEV
    ? { stdio: ['ignore', 'pipe', 'pipe'], tailFile: logFile(name), onSpawn: (child) => dev.showOutput(name, child, logFile(name)) }
    : { logFile: logFile(name) };
  return supervisor.start({ name, args, env: { ...process.env, ...env }, ready, readyTimeoutMs: DEV ? 180_000 : 60_000, ...output });
}

/**
 * Google Calendar for calendar-sync: the real one when a Google client is configured, otherwise the
 * local stand-in (libs/testing/google/calendar-standin.mjs) with an auto-approve consent page.
 */
async function googleForCalendar(appOrigin) {
  if (
    (process.env.GOOGLE_CALENDAR_CLIENT_ID ?? process.env.GOOGLE_CLIENT_ID) &&
    (process.env.GOOGLE_CALENDAR_CLIENT_SECRET ?? process.env.GOOGLE_CLIENT_SECRET)
  )
    return {};
  const port = Number(process.env.GOOGLE_STANDIN_PORT ?? 54020);
  const url = `http://localhost:${port}`;
  const secret = localSecret('google-standin-client-secret');
  await runNode(
    'google-standin',
    'libs/testing/google/calendar-standin.mjs',
    {
      STANDIN_PORT: String(port),
      STANDIN_CLIENT_ID: 'flow-local-client',
      STANDIN_CLIENT_SECRET: secret,
      STANDIN_REDIRECT_URIS: `${appOrigin}/auth/google/callback`,
      STANDIN_DATA_FILE: path.join(STATE, 'google-standin.json'),
      STANDIN_SEED_SAMPLE: '1',
    },
    `http://127.0.0.1:${port}/`,
  );
  log(`No Google client configured: "Connect Google Calendar" uses the local stand-in at ${url}`);
  return {
    GOOGLE_CALENDAR_CLIENT_ID: 'flow-local-client',
    GOOGLE_CALENDAR_CLIENT_SECRET: secret,
    GOOGLE_AUTH_URL: `${url}/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: `${url}/token`,
    GOOGLE_REVOKE_URL: `${url}/revoke`,
    GOOGLE_USERINFO_URL: `${url}/v1/userinfo`,
    GOOGLE_CALENDAR_API_URL: `${url}/calendar/v3`,
  };
}

/**
 * Outlook for calendar-sync: the real Microsoft identity platform and Graph when a Microsoft app is
 * configured, otherwise the local stand-in (libs/testing/microsoft/graph-standin.mjs).
 */
async function microsoftForCalendar() {
  if (process.env.MICROSOFT_CLIENT_ID && process.env.MICROSOFT_CLIENT_SECRET) return {};
  const port = Number(process.env.MICROSOFT_STANDIN_PORT ?? 54030);
  const url = `http://localhost:${port}`;
  const secret = localSecret('microsoft-standin-client-secret');
  await runNode(
    'microsoft-standin',
    'libs/testing/microsoft/graph-standin.mjs',
    {
      STANDIN_PORT: String(port),
      STANDIN_CLIENT_ID: 'flow-local-microsoft-client',
      STANDIN_CLIENT_SECRET: secret,
      STANDIN_DATA_FILE: path.join(STATE, 'microsoft-standin.json'),
    },
    `http://127.0.0.1:${port}/`,
  );
  log(`No Microsoft app configured: "Connect Outlook" uses the local stand-in at ${url}`);
  return {
    MICROSOFT_CLIENT_ID: 'flow-local-microsoft-client',
    MICROSOFT_CLIENT_SECRET: secret,
    MICROSOFT_AUTHORITY: `${url}/common`,
    MICROSOFT_GRAPH_URL: `${url}/v1.0`,
  };
}

try {
  log('Building, and starting PostgreSQL, Redis and NATS...');
  const infraPorts = {
    postgres: Number(process.env.FLOW_POSTGRES_PORT ?? 55432),
    redis: Number(process.env.FLOW_REDIS_PORT ?? 56379),
    nats: Number(process.env.FLOW_NATS_PORT ?? 54222),
  };
  // The databases start beside the build (they need nothing it makes); the web app is built beside
  // the migrations and the services' start, and only the gateway, which serves it, waits for it.
  const infraDone = phase('PostgreSQL, Redis and NATS');
  const infraStart = startInfra({ dir: STATE, ports: infraPorts, prefix: 'flow', durable: true, log }).then((started) => {
    infra = started;
    infraDone();
    return started;
  });
  infraStart.catch(() => undefined); // awaited below; a failure meanwhile is not an unhandled one
  let webBuild = Promise.resolve(0);
  if (DEV) {
    // The watchers' first pass is the build; the web app is served by Vite from its sources.
    await dev.watchServerProjects(children);
  } else if (process.env.FLOW_SKIP_BUILD !== '1') {
    // Nx's cache: a restart of a built checkout rebuilds nothing. (Without Nx's daemon a cache hit still
    // rewrites each dist/ from the cache, so a caller whose other processes run from dist/ skips this.)
    const serverDone = phase('build of the services and their libraries');
    const server = await run(process.execPath, ['tools/build.mjs', '--running']);
    if (server !== 0) {
      await infraStart.catch(() => undefined);
      throw new Error('build failed');
    }
    serverDone();
    // The web app's build writes apps/web/dist only (no dependencies of its own in Nx's graph).
    const webDone = phase('build of the web app');
    webBuild = run(process.execPath, ['tools/build.mjs', '--web']).then((status) => (webDone(), status));
  }
  await infraStart;
  // In dev people open Vite's server, which forwards /api and /socket.io to the gateway.
  const appOrigin = process.env.APP_ORIGIN ?? (DEV ? dev.WEB_ORIGIN : `http://localhost:${PORT}`);
  const common = {
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    NATS_URL: infra.urls.NATS_URL,
    REDIS_URL: infra.urls.REDIS_URL,
    APP_ORIGIN: appOrigin,
    MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR ?? path.join(STATE, 'mail'),
    JWT_PRIVATE_KEY: process.env.JWT_PRIVATE_KEY ?? jwtKey(),
    CALENDAR_TOKEN_KEY: process.env.CALENDAR_TOKEN_KEY ?? localSecret('calendar-token-key'),
    ...vapidKeys(),
  };
  const present = catalogue.builtServices(root);
  // The Microsoft app (or its stand-in) serves Outlook and "Continue with Microsoft" alike.
  const microsoft = await microsoftForCalendar();
  const calendarGoogle = { ...(await googleForCalendar(appOrigin)), ...microsoft };

  log('Migrating databases...');
  // Each service has its own database: the migrations run side by side.
  const migrated = phase('migrations');
  await catalogue.migrateAll(infra.databaseUrls, { env: process.env });
  migrated();

  log(`Starting ${present.join(', ')}...`);
  let healthPort = Number(process.env.FLOW_HEALTH_PORT_BASE ?? 9100);
  const connections = { ...infra.urls, databaseUrls: infra.databaseUrls };
  await Promise.all(
    present.map((service) => {
      const port = ++healthPort;
      const env = catalogue.serviceEnv(service, {
        infra: connections,
        healthPort: port,
        common,
        extra: service === 'calendar-sync' ? calendarGoogle : service === 'identity' ? microsoft : {},
      });
      return runNode(service, catalogue.mainScript(service), env, catalogue.readyUrl(service, { healthPort: port }));
    }),
  );

  if ((await webBuild) !== 0) throw new Error('build of the web app failed');
  await runNode(
    catalogue.GATEWAY,
    catalogue.mainScript(catalogue.GATEWAY),
    { ...common, PORT: String(PORT) },
    catalogue.readyUrl(catalogue.GATEWAY, { port: PORT }),
  );
  fs.writeFileSync(path.join(STATE, 'flow.pid'), String(process.pid));
  if (DEV) children.push(dev.serveWebApp());
  else scheduleBackups(infra.urls.PG_BASE_URL);
  log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Logs: .flow/logs/, mail: .flow/mail/, backups: daily in .flow/backups/`);
  console.log(`FLOW is running at ${DEV ? appOrigin : `http://localhost:${PORT}`}`);
} catch (error) {
  console.error(`[flow] ${error.message}`);
  await stopAll(error.exitCode ?? 1);
}

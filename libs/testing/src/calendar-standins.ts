import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  freePort,
  GOOGLE_TEST_CLIENT_ID,
  googleCalendarEnv,
  MICROSOFT_TEST_CLIENT_ID,
  microsoftCalendarEnv,
  REPO_ROOT,
  spawnLogged,
  type RunningProcess,
} from './stack';

export interface GoogleStandin extends RunningProcess {
  url: string;
  clientId: string;
  clientSecret: string;
  /** The environment that points calendar-sync at this stand-in. */
  calendarEnv: Record<string, string>;
  /** Test control API of the stand-in (/__standin/...). */
  control<T = any>(method: string, route: string, body?: unknown): Promise<T>;
}

async function waitForPort(port: number, child: RunningProcess, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.child.exitCode !== null) throw new Error(`${child.name} exited (${child.child.exitCode}); log: ${child.logFile}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => (socket.destroy(), resolve(false)));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${child.name} did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The Google OAuth + Calendar stand-in (libs/testing/google/calendar-standin.mjs) as a process. */
export async function startGoogleStandin(env: Record<string, string> = {}): Promise<GoogleStandin> {
  const port = await freePort();
  const clientSecret = env.STANDIN_CLIENT_SECRET ?? `secret-${Math.random().toString(36).slice(2)}`;
  const clientId = env.STANDIN_CLIENT_ID ?? GOOGLE_TEST_CLIENT_ID;
  const proc = spawnLogged('google-standin', process.execPath, [path.join(REPO_ROOT, 'libs/testing/google/calendar-standin.mjs')], {
    STANDIN_PORT: String(port),
    STANDIN_CLIENT_ID: clientId,
    STANDIN_CLIENT_SECRET: clientSecret,
    ...env,
  });
  await waitForPort(port, proc);
  const url = `http://127.0.0.1:${port}`;
  return {
    ...proc,
    url,
    clientId,
    clientSecret,
    calendarEnv: googleCalendarEnv(url, clientId, clientSecret),
    async control(method, route, body) {
      const response = await fetch(`${url}/__standin${route}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = await response.json();
      if (!response.ok) throw new Error(`stand-in ${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
      return json;
    },
  };
}

/** The shared stand-in of the integration run (started by the global setup). */
export function sharedGoogleStandin(): Pick<GoogleStandin, 'url' | 'clientId' | 'control'> {
  const url = process.env.FLOW_TEST_GOOGLE_URL;
  if (!url) throw new Error('FLOW_TEST_GOOGLE_URL is not set: the global setup starts the Google stand-in');
  return {
    url,
    clientId: GOOGLE_TEST_CLIENT_ID,
    async control(method, route, body) {
      const response = await fetch(`${url}/__standin${route}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = await response.json();
      if (!response.ok) throw new Error(`stand-in ${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
      return json;
    },
  };
}

/** The Microsoft identity platform + Graph stand-in (libs/testing/microsoft/graph-standin.mjs) as a process. */
export async function startMicrosoftStandin(env: Record<string, string> = {}): Promise<GoogleStandin> {
  const port = await freePort();
  const clientSecret = env.STANDIN_CLIENT_SECRET ?? `secret-${Math.random().toString(36).slice(2)}`;
  const clientId = env.STANDIN_CLIENT_ID ?? MICROSOFT_TEST_CLIENT_ID;
  const proc = spawnLogged('microsoft-standin', process.execPath, [path.join(REPO_ROOT, 'libs/testing/microsoft/graph-standin.mjs')], {
    STANDIN_PORT: String(port),
    STANDIN_CLIENT_ID: clientId,
    STANDIN_CLIENT_SECRET: clientSecret,
    ...env,
  });
  await waitForPort(port, proc);
  const url = `http://127.0.0.1:${port}`;
  return { ...proc, url, clientId, clientSecret, calendarEnv: microsoftCalendarEnv(url, clientId, clientSecret), control: controlOf(url) };
}

/** The shared Microsoft stand-in of the integration run (started by the global setup). */
export function sharedMicrosoftStandin(): Pick<GoogleStandin, 'url' | 'clientId' | 'control'> {
  const url = process.env.FLOW_TEST_MICROSOFT_URL;
  if (!url) throw new Error('FLOW_TEST_MICROSOFT_URL is not set: the global setup starts the Microsoft stand-in');
  return { url, clientId: MICROSOFT_TEST_CLIENT_ID, control: controlOf(url) };
}

function controlOf(url: string) {
  return async <T = any>(method: string, route: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}/__standin${route}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`stand-in ${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
    return json as T;
  };
}

export interface RadicaleServer extends RunningProcess {
  url: string;
  /** Creates a calendar collection (MKCALENDAR) and returns its URL. */
  makeCalendar(user: string, password: string, slug: string, displayName: string): Promise<string>;
  /** Stores an iCalendar object (PUT) in a collection. */
  put(user: string, password: string, calendarUrl: string, name: string, ics: string): Promise<void>;
  /** Raw WebDAV request with Basic auth. */
  request(user: string, password: string, method: string, url: string, body?: string, headers?: Record<string, string>): Promise<Response>;
  dir: string;
}

/** A real Radicale CalDAV server (Debian's `radicale`) with htpasswd users, on a free port. */
export async function startRadicale(users: Record<string, string>): Promise<RadicaleServer> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-radicale-'));
  fs.writeFileSync(
    path.join(dir, 'users'),
    Object.entries(users)
      .map(([u, p]) => `${u}:${p}`)
      .join('\n') + '\n',
  );
  fs.writeFileSync(
    path.join(dir, 'config'),
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${path.join(dir, 'users')}`,
      'htpasswd_encryption = plain',
      'delay = 0',
      '[storage]',
      `filesystem_folder = ${path.join(dir, 'collections')}`,
      '[rights]',
      'type = owner_only',
      '[web]',
      'type = none',
      '[logging]',
      'level = warning',
    ].join('\n'),
  );
  const proc = spawnLogged('radicale', 'radicale', ['--config', path.join(dir, 'config')], { HOME: dir });
  await waitForPort(port, proc);
  const url = `http://127.0.0.1:${port}`;
  const request = (user: string, password: string, method: string, target: string, body?: string, headers: Record<string, string> = {}) =>
    fetch(new URL(target, url), { method, body, headers: { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`, ...headers } });
  return {
    ...proc,
    dir,
    url,
    request,
    async stop() {
      await proc.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    async makeCalendar(user, password, slug, displayName) {
      const target = `${url}/${user}/${slug}/`;
      const body = `<?xml version="1.0" encoding="utf-8"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>${displayName}</D:displayname><C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set></D:prop></D:set></C:mkcalendar>`;
      const response = await request(user, password, 'MKCALENDAR', target, body, { 'content-type': 'application/xml; charset=utf-8' });
      if (response.status !== 201) throw new Error(`MKCALENDAR ${target}: ${response.status} ${await response.text()}`);
      return target;
    },
    async put(user, password, calendarUrl, name, ics) {
      const response = await request(user, password, 'PUT', `${calendarUrl}${name}`, ics, { 'content-type': 'text/calendar; charset=utf-8' });
      if (response.status !== 201 && response.status !== 204) throw new Error(`PUT ${name}: ${response.status} ${await response.text()}`);
    },
  };
}

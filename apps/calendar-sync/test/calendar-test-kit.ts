import { connectNats, RpcClient } from '@flow/platform';
import { sharedGatewayUrl, sharedGoogleStandin, TestHttpClient, testInfra, uniqueEmail } from '@flow/testing';
import type { NatsConnection } from 'nats';
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';

export const api = new TestHttpClient(sharedGatewayUrl());
export const google = sharedGoogleStandin();
export const REDIRECT_URI = 'http://localhost:8080/auth/google/callback';

export interface TestUser {
  userId: string;
  token: string;
  email: string;
}

/** A new FLOW user. A 503 (identity busy on a loaded machine: "try again in a moment") is retried with a new e-mail. */
export async function signUp(tag = 'cal', client = api): Promise<TestUser> {
  for (let attempt = 1; ; attempt++) {
    const email = uniqueEmail(tag);
    const res = await client.post('/api/auth/signup', { email, password: 'secret1' });
    if (res.status === 201) return { userId: res.body.user.id, token: res.body.access_token, email };
    if (res.status !== 503 || attempt === 3) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/** Starts the Google flow through the gateway: the auth URL and its parameters. */
export async function startGoogle(user: TestUser, redirectUri = REDIRECT_URI, client = api) {
  const res = await client.post('/api/calendar/auth-url', { redirectUri }, user.token);
  if (res.status !== 200) throw new Error(`auth-url failed: ${res.status} ${JSON.stringify(res.body)}`);
  const authUrl = new URL(res.body.authUrl);
  return { authUrl, params: Object.fromEntries(authUrl.searchParams) };
}

/** What the browser does at Google: open the consent page and press Allow as `googleEmail`; returns the callback's query. */
export async function consent(authUrl: URL, googleEmail: string) {
  const page = await fetch(authUrl);
  if (page.status !== 200) throw new Error(`consent page: ${page.status} ${await page.text()}`);
  const form = new URLSearchParams({ ...Object.fromEntries(authUrl.searchParams), email: googleEmail, decision: 'allow' });
  const approved = await fetch(new URL('/o/oauth2/v2/auth/approve', authUrl), { method: 'POST', body: form, redirect: 'manual' });
  const location = approved.headers.get('location');
  if (approved.status !== 302 || !location) throw new Error(`approve: ${approved.status}`);
  const callback = new URL(location);
  return { code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')!, callback };
}

/** A Google account at the stand-in with calendars, and a FLOW user connected to it. */
export async function connectedGoogleUser(calendars?: unknown[], client = api) {
  const user = await signUp('cal', client);
  const googleEmail = uniqueEmail('g');
  const account = await google.control('POST', '/accounts', { email: googleEmail, calendars });
  const { authUrl } = await startGoogle(user, REDIRECT_URI, client);
  const { code, state } = await consent(authUrl, googleEmail);
  const connected = await client.post('/api/calendar/oauth', { code, state, redirectUri: REDIRECT_URI }, user.token);
  if (connected.status !== 200) throw new Error(`oauth failed: ${connected.status} ${JSON.stringify(connected.body)}`);
  return { user, googleEmail, account, status: connected.body };
}

export function addGoogleEvents(googleEmail: string, calendarId: string, events: unknown[]) {
  return google.control<{ items: { id: string }[] }>(
    'POST',
    `/accounts/${encodeURIComponent(googleEmail)}/calendars/${encodeURIComponent(calendarId)}/events`,
    { events },
  );
}

export async function storedGoogleEvents(googleEmail: string, calendarId: string) {
  return (await google.control<{ items: any[] }>('GET', `/accounts/${encodeURIComponent(googleEmail)}/calendars/${encodeURIComponent(calendarId)}/events`))
    .items;
}

export async function database(): Promise<Client> {
  const client = new Client({ connectionString: testInfra().databaseUrls['calendar-sync'] });
  await client.connect();
  return client;
}

let nats: NatsConnection | undefined;
/** Request-reply as daily-flow and scheduling do it. */
export async function rpc(): Promise<RpcClient> {
  nats ??= await connectNats(testInfra().NATS_URL, 'calendar-sync-test');
  return new RpcClient(nats, 10_000);
}

const sockets: Socket[] = [];
/** The user's realtime channel: the invalidate messages the web app would receive. */
export function listen(token: string): Promise<{ types: () => string[] }> {
  const socket = io(sharedGatewayUrl(), { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const messages: string[] = [];
  socket.on('invalidate', (m: { type: string }) => messages.push(m.type));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ types: () => [...messages] }));
    socket.once('connect_error', reject);
  });
}

export async function closeKit() {
  sockets.forEach((s) => s.disconnect());
  await nats?.drain();
  nats = undefined;
}

const DAY = 86_400_000;
export const today = () => new Date(Math.floor(Date.now() / DAY) * DAY);
export const atDay = (days: number, hour = 0, minute = 0) => new Date(today().getTime() + days * DAY + hour * 3_600_000 + minute * 60_000);
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

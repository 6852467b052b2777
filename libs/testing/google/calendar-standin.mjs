// A local stand-in for Google's OAuth 2.0 and Calendar API v3, for the tests and for `npm start`
// when no Google client is configured. It follows Google's documented request and response shapes
// (https://developers.google.com/identity/protocols/oauth2/web-server,
// https://developers.google.com/calendar/api/v3/reference) on the same URL paths, so calendar-sync
// talks to it exactly as to Google with only the base URLs changed:
//
//   GOOGLE_AUTH_URL          <base>/o/oauth2/v2/auth      (consent page: auto-approve form)
//   GOOGLE_TOKEN_URL         <base>/token                 (authorization_code + PKCE, refresh_token)
//   GOOGLE_REVOKE_URL        <base>/revoke
//   GOOGLE_USERINFO_URL      <base>/v1/userinfo
//   GOOGLE_CALENDAR_API_URL  <base>/calendar/v3           (calendarList, events list/get/insert/patch/delete/watch, channels/stop)
//
// Run: STANDIN_PORT=4020 STANDIN_CLIENT_ID=flow STANDIN_CLIENT_SECRET=s3cret node libs/testing/google/calendar-standin.mjs
// It prints `google-standin listening on <url>` when ready. Other settings:
//   STANDIN_REDIRECT_URIS    comma-separated allowed redirect URIs (unset: any http(s) URI)
//   STANDIN_ACCESS_TOKEN_TTL access token lifetime in seconds (3599, like Google)
//   STANDIN_DATA_FILE        keep accounts and grants in this JSON file across restarts
//   STANDIN_SEED_SAMPLE=1    a new account starts with a few sample events
//   STANDIN_DEFAULT_EMAIL    the e-mail the consent page suggests
// Incremental sync follows https://developers.google.com/calendar/api/guides/sync: the last page of a
// list carries nextSyncToken; a list with syncToken returns what changed since (deleted items as
// status "cancelled"), and a token made stale (control: invalidate-sync-tokens) answers 410 Gone.
// Push (https://developers.google.com/calendar/api/guides/push): events.watch opens a channel, a "sync"
// message is posted to its address at once and an "exists" message after every change of the
// calendar, with Google's X-Goog-* headers; channels/stop ends it. (Google requires an https address;
// the stand-in takes http too, for a FLOW on this machine.)
// Focus Time (https://developers.google.com/calendar/api/guides/calendar-status): events.insert takes
// eventType "focusTime" with focusTimeProperties (autoDeclineMode, declineMessage, chatStatus) only in a
// primary calendar and only with start/end dateTime (not all-day); the event type cannot be changed
// afterwards. events.list filters by privateExtendedProperty and eventTypes. Writes honour If-Match
// (412 conditionNotMet when the event's etag differs), as Google's conditional modification does.
// Test control endpoints live under /__standin (see `control` below); Google has no such paths.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';

const env = process.env;
const port = Number(env.STANDIN_PORT ?? 0);
const clientId = env.STANDIN_CLIENT_ID ?? 'flow-local-client';
const clientSecret = env.STANDIN_CLIENT_SECRET ?? 'flow-local-secret';
const redirectUris = (env.STANDIN_REDIRECT_URIS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const accessTtl = Number(env.STANDIN_ACCESS_TOKEN_TTL ?? 3599);
const dataFile = env.STANDIN_DATA_FILE;
const seedSample = env.STANDIN_SEED_SAMPLE === '1';
const defaultEmail = env.STANDIN_DEFAULT_EMAIL ?? 'you@flow.local';

const CAL = 'https://www.googleapis.com/auth/calendar';
const SCOPES = {
  calendarList: [CAL, `${CAL}.readonly`, `${CAL}.calendarlist`, `${CAL}.calendarlist.readonly`],
  eventsRead: [CAL, `${CAL}.readonly`, `${CAL}.events`, `${CAL}.events.readonly`],
  eventsWrite: [CAL, `${CAL}.events`],
};

/** Persistent part: accounts with calendars and events, and refresh tokens. */
let store = { accounts: {}, refreshTokens: {} };
if (dataFile && fs.existsSync(dataFile)) store = JSON.parse(fs.readFileSync(dataFile, 'utf8'));
const codes = new Map();
const accessTokens = new Map();
const invitations = [];
/** Every authenticated API request: { email, at (ms), method, path, fault? } (control: requests). */
const requestLog = [];
const stats = {};
let baseUrl = '';

function save() {
  if (dataFile) fs.writeFileSync(dataFile, JSON.stringify(store));
}
const token = (prefix, bytes = 32) => `${prefix}${randomBytes(bytes).toString('base64url')}`;
const base32hex = (bytes = 16) => [...randomBytes(bytes)].map((b) => '0123456789abcdefghijklmnopqrstuv'[b % 32]).join('');
const etag = () => `"${Date.now()}${Math.floor(Math.random() * 1000)}"`;
const count = (email, what) => {
  stats[email] ??= {};
  stats[email][what] = (stats[email][what] ?? 0) + 1;
};

// ---------------------------------------------------------------- accounts

function createAccount({ email, name, calendars, sample = seedSample }) {
  const key = email.toLowerCase();
  if (store.accounts[key]) return store.accounts[key];
  const account = {
    sub: String(100000000000000000000n + BigInt('0x' + randomBytes(8).toString('hex'))),
    email: key,
    name: name ?? key.split('@')[0],
    calendars: {},
  };
  store.accounts[key] = account;
  const list = calendars?.length ? calendars : [{ id: key, summary: key, primary: true }];
  if (!list.some((c) => c.primary)) list.unshift({ id: key, summary: key, primary: true });
  for (const c of list) addCalendar(account, c);
  if (sample) seedSampleEvents(account);
  save();
  return account;
}

function addCalendar(account, c) {
  const id = c.primary ? account.email : (c.id ?? `${base32hex(13)}@group.calendar.google.com`);
  account.calendars[id] = {
    entry: {
      kind: 'calendar#calendarListEntry',
      etag: etag(),
      id,
      summary: c.summary ?? id,
      timeZone: c.timeZone ?? 'UTC',
      colorId: '14',
      backgroundColor: c.backgroundColor ?? '#9fe1e7',
      foregroundColor: '#000000',
      selected: c.selected ?? true,
      accessRole: c.accessRole ?? 'owner',
      defaultReminders: [],
      ...(c.primary ? { primary: true } : {}),
    },
    events: {},
    seq: 0,
    tokenEpoch: 0,
  };
  return account.calendars[id];
}

/** Marks an event changed for incremental sync; `prior` keeps a recurring event's old shape (its vanished instances turn cancelled). */
function touch(cal, event, prior) {
  cal.seq = (cal.seq ?? 0) + 1;
  event.changeSeq = cal.seq;
  event.prior = prior && prior.recurrence ? { start: prior.start, end: prior.end, recurrence: prior.recurrence } : undefined;
  setImmediate(() => notifyChannels(cal.entry.id, 'exists'));
}

// ---------------------------------------------------------------- push channels

/** Open channels by id: { id, resourceId, token, address, expiration (ms), calendarId, email, messageNumber }. */
const channels = new Map();
/** What each notification got back, for the tests: { channelId, state, status }. */
const deliveries = [];

function notifyChannels(calendarId, state) {
  for (const channel of channels.values()) if (channel.calendarId === calendarId) void deliver(channel, state);
}

async function deliver(channel, state) {
  if (channel.expiration <= Date.now()) return channels.delete(channel.id);
  channel.messageNumber += 1;
  const headers = {
    'x-goog-channel-id': channel.id,
    'x-goog-channel-expiration': new Date(channel.expiration).toUTCString(),
    'x-goog-resource-id': channel.resourceId,
    'x-goog-resource-uri': `${baseUrl}/calendar/v3/calendars/${encodeURIComponent(channel.calendarId)}/events?alt=json`,
    'x-goog-resource-state': state,
    'x-goog-message-number': String(channel.messageNumber),
    ...(channel.token ? { 'x-goog-channel-token': channel.token } : {}),
  };
  const status = await fetch(channel.address, { method: 'POST', headers, signal: AbortSignal.timeout(10_000) }).then(
    (r) => r.status,
    () => 0,
  );
  deliveries.push({ channelId: channel.id, email: channel.email, state, status, at: new Date().toISOString() });
  count(channel.email, 'notificationsSent');
}

async function watchEvents(req, res, account, cal) {
  const body = await readBody(req);
  if (body.__invalid) return apiError(res, 400, 'parseError', 'Parse Error');
  if (typeof body.id !== 'string' || !/^[A-Za-z0-9\-_+/=]{1,64}$/.test(body.id))
    return apiError(res, 400, 'required', 'Required', { locationType: 'parameter', location: 'id' });
  if (!['web_hook', 'webhook'].includes(body.type)) return apiError(res, 400, 'invalid', `Invalid value for: ${body.type ?? ''}`);
  if (typeof body.address !== 'string' || !/^https?:\/\//.test(body.address))
    return apiError(res, 400, 'pushWebhookBadDomain', 'WebHook callback must be HTTPS: ' + (body.address ?? ''));
  if (channels.has(body.id)) return apiError(res, 400, 'channelIdNotUnique', `Channel id ${body.id} not unique`);
  const ttl = Math.min(Number(body.params?.ttl ?? 604800) || 604800, 2592000);
  const channel = {
    id: body.id,
    resourceId: base32hex(14),
    token: body.token,
    address: body.address,
    expiration: Date.now() + ttl * 1000,
    calendarId: cal.entry.id,
    email: account.email,
    messageNumber: 0,
  };
  channels.set(channel.id, channel);
  setImmediate(() => void deliver(channel, 'sync'));
  return send(res, 200, {
    kind: 'api#channel',
    id: channel.id,
    resourceId: channel.resourceId,
    resourceUri: `${baseUrl}/calendar/v3/calendars/${encodeURIComponent(cal.entry.id)}/events?alt=json`,
    ...(channel.token ? { token: channel.token } : {}),
    expiration: String(channel.expiration),
  });
}

async function stopChannel(req, res, account) {
  const body = await readBody(req);
  const channel = channels.get(body.id);
  if (!channel || channel.resourceId !== body.resourceId || channel.email !== account.email)
    return apiError(res, 404, 'notFound', `Channel '${body.id}' not found for project '${clientId}'`);
  channels.delete(channel.id);
  return send(res, 204);
}

function seedSampleEvents(account) {
  const cal = account.calendars[account.email];
  const zone = cal.entry.timeZone;
  const day = DateTime.now().setZone(zone).startOf('day');
  const at = (d, h, m = 0) => ({ dateTime: day.plus({ days: d }).set({ hour: h, minute: m }).toISO({ suppressMilliseconds: true }), timeZone: zone });
  storeEvent(account, cal, { summary: 'Team stand-up', start: at(0, 9, 30), end: at(0, 9, 45), recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'] });
  storeEvent(account, cal, { summary: 'Lunch with Sam', location: 'Corner Café', start: at(1, 12, 30), end: at(1, 13, 30) });
  storeEvent(account, cal, { summary: 'Quarterly review', description: 'Slides in the shared drive', start: at(2, 15), end: at(2, 16, 30) });
  storeEvent(account, cal, { summary: 'Offsite', start: { date: day.plus({ days: 4 }).toISODate() }, end: { date: day.plus({ days: 5 }).toISODate() } });
}

/** Stores an event resource the way Google completes one. */
function storeEvent(account, cal, body, id = body.id ?? base32hex(13)) {
  const now = new Date().toISOString();
  const self = { email: account.email, self: true };
  const event = {
    kind: 'calendar#event',
    etag: etag(),
    id,
    status: 'confirmed',
    htmlLink: `${baseUrl}/calendar/event?eid=${Buffer.from(`${id} ${cal.entry.id}`).toString('base64url')}`,
    created: now,
    updated: now,
    summary: body.summary,
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.location !== undefined ? { location: body.location } : {}),
    creator: self,
    organizer: cal.entry.primary ? self : { email: cal.entry.id, displayName: cal.entry.summary, self: true },
    start: body.start,
    end: body.end,
    ...(body.recurrence ? { recurrence: body.recurrence } : {}),
    iCalUID: `${id}@google.com`,
    sequence: 0,
    ...(body.attendees ? { attendees: normaliseAttendees(account, body.attendees) } : {}),
    ...(body.extendedProperties ? { extendedProperties: body.extendedProperties } : {}),
    reminders: body.reminders ?? { useDefault: true },
    ...(body.transparency ? { transparency: body.transparency } : {}),
    eventType: body.eventType ?? 'default',
    ...(body.eventType === 'focusTime' ? { focusTimeProperties: focusTimeProperties(body.focusTimeProperties) } : {}),
  };
  cal.events[id] = event;
  touch(cal, event);
  return event;
}

const EVENT_TYPES = ['default', 'focusTime', 'outOfOffice', 'workingLocation'];
const AUTO_DECLINE_MODES = ['declineNone', 'declineAllConflictingInvitations', 'declineOnlyNewConflictingInvitations'];
const CHAT_STATUSES = ['available', 'doNotDisturb'];

/** Google's focusTimeProperties as stored (it fills the defaults). */
function focusTimeProperties(p = {}) {
  return {
    autoDeclineMode: p.autoDeclineMode ?? 'declineNone',
    ...(p.declineMessage !== undefined ? { declineMessage: p.declineMessage } : {}),
    chatStatus: p.chatStatus ?? 'available',
  };
}

/** What Google refuses of an event type and its properties (an error answer), or null. */
function eventTypeError(cal, event) {
  if (!EVENT_TYPES.includes(event.eventType ?? 'default')) return ['invalid', `Invalid event type: ${event.eventType}`];
  if (event.transparency !== undefined && !['opaque', 'transparent'].includes(event.transparency))
    return ['invalid', `Invalid value for: ${event.transparency}`];
  if (event.eventType !== 'focusTime') return null;
  if (!cal.entry.primary) return ['eventTypeRestriction', 'Focus time events can only be created on primary calendars.'];
  if (!event.start?.dateTime || !event.end?.dateTime) return ['eventTypeRestriction', 'Focus time events cannot be all-day events.'];
  const p = event.focusTimeProperties ?? {};
  if (p.autoDeclineMode !== undefined && !AUTO_DECLINE_MODES.includes(p.autoDeclineMode)) return ['invalid', `Invalid value for: ${p.autoDeclineMode}`];
  if (p.chatStatus !== undefined && !CHAT_STATUSES.includes(p.chatStatus)) return ['invalid', `Invalid value for: ${p.chatStatus}`];
  if (p.declineMessage !== undefined && typeof p.declineMessage !== 'string') return ['invalid', 'Invalid decline message.'];
  return null;
}

/** Google's conditional modification: an If-Match that is not the event's etag answers 412. */
function preconditionFails(req, event) {
  const wanted = req.headers['if-match'];
  return wanted !== undefined && wanted !== '*' && wanted !== event.etag;
}

/** privateExtendedProperty=key=value (repeatable) and eventTypes (repeatable) of events.list. */
function listFilter(q) {
  const properties = q.getAll('privateExtendedProperty').map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]);
  const types = q.getAll('eventTypes');
  return (event) =>
    properties.every(([key, value]) => event.extendedProperties?.private?.[key] === value) && (!types.length || types.includes(event.eventType ?? 'default'));
}

function normaliseAttendees(account, attendees) {
  return attendees.map((a) => ({
    email: String(a.email).toLowerCase(),
    ...(a.displayName ? { displayName: a.displayName } : {}),
    ...(String(a.email).toLowerCase() === account.email
      ? { organizer: true, self: true, responseStatus: 'accepted' }
      : { responseStatus: a.responseStatus ?? 'needsAction' }),
  }));
}

// ---------------------------------------------------------------- HTTP helpers

function send(res, status, body, headers = {}) {
  if (body === undefined) {
    res.writeHead(status, headers);
    return res.end();
  }
  const text = typeof body === 'string' ? body : JSON.stringify(body, null, 2);
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json; charset=UTF-8', ...headers });
  res.end(text);
}

/** Google's JSON error for the Calendar API. */
function apiError(res, code, reason, message, extra = {}) {
  const status =
    {
      400: 'INVALID_ARGUMENT',
      401: 'UNAUTHENTICATED',
      403: 'PERMISSION_DENIED',
      404: 'NOT_FOUND',
      409: 'ALREADY_EXISTS',
      410: 'NOT_FOUND',
      429: 'RESOURCE_EXHAUSTED',
      500: 'INTERNAL',
      503: 'UNAVAILABLE',
    }[code] ?? 'UNKNOWN';
  const { headers = {}, ...detail } = extra;
  send(
    res,
    code,
    { error: { code, message, errors: [{ domain: 'global', reason, message, ...detail }], status } },
    code === 401 ? { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' } : headers,
  );
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return { __invalid: true };
  }
}

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

// ---------------------------------------------------------------- OAuth 2.0

function redirectAllowed(uri) {
  if (redirectUris.length) return redirectUris.includes(uri);
  try {
    return ['http:', 'https:'].includes(new URL(uri).protocol);
  } catch {
    return false;
  }
}

function oauthErrorPage(res, status, error, description) {
  send(
    res,
    status,
    `<!doctype html><title>Error ${status}: ${escapeHtml(error)}</title><h1>Access blocked: authorisation error</h1><p>Error ${status}: ${escapeHtml(error)}</p><p>${escapeHtml(description)}</p>`,
  );
}

function authorize(res, params) {
  const p = Object.fromEntries(params);
  if (p.client_id !== clientId) return oauthErrorPage(res, 401, 'invalid_client', 'The OAuth client was not found.');
  if (!p.redirect_uri || !redirectAllowed(p.redirect_uri))
    return oauthErrorPage(
      res,
      400,
      'redirect_uri_mismatch',
      `You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy. redirect_uri=${p.redirect_uri ?? ''}`,
    );
  if (p.response_type !== 'code') return oauthErrorPage(res, 400, 'unsupported_response_type', `Invalid response_type: ${p.response_type ?? ''}`);
  if (!p.scope) return oauthErrorPage(res, 400, 'invalid_request', 'Missing required parameter: scope');
  if (p.code_challenge && !['S256', 'plain', undefined].includes(p.code_challenge_method))
    return oauthErrorPage(res, 400, 'invalid_request', 'Invalid code_challenge_method');
  const hidden = Object.entries(p)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const scopes = p.scope
    .split(' ')
    .map((s) => `<li>${escapeHtml(s)}</li>`)
    .join('');
  send(
    res,
    200,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign in - Google Accounts (local stand-in)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;width:100%;margin:.5rem 0;font-size:1rem}input{padding:.5rem}button{padding:.6rem;cursor:pointer}</style></head>
<body><h1>Local Google stand-in</h1><p>FLOW wants to access your Google Calendar. This is a local stand-in for Google: any e-mail works and no password is asked.</p>
<form method="post" action="/o/oauth2/v2/auth/approve">${hidden}<label for="email">Google account e-mail</label><input id="email" name="email" type="email" required value="${escapeHtml(p.login_hint ?? defaultEmail)}">
<p>It will be allowed to:</p><ul>${scopes}</ul><button name="decision" value="allow" type="submit" autofocus>Allow</button><button name="decision" value="deny" type="submit">Cancel</button></form></body></html>`,
  );
}

function approve(res, p) {
  if (p.client_id !== clientId || !p.redirect_uri || !redirectAllowed(p.redirect_uri))
    return oauthErrorPage(res, 400, 'invalid_request', 'Invalid consent form.');
  const target = new URL(p.redirect_uri);
  if (p.state !== undefined) target.searchParams.set('state', p.state);
  if (p.decision !== 'allow') {
    target.searchParams.set('error', 'access_denied');
    return send(res, 302, undefined, { location: target.toString() });
  }
  const email = String(p.email ?? '')
    .trim()
    .toLowerCase();
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) return oauthErrorPage(res, 400, 'invalid_request', 'Enter an e-mail address.');
  const account = createAccount({ email });
  const code = token('4/0A', 24);
  codes.set(code, {
    email: account.email,
    clientId: p.client_id,
    redirectUri: p.redirect_uri,
    scope: p.scope,
    challenge: p.code_challenge,
    method: p.code_challenge_method ?? 'plain',
    offline: p.access_type === 'offline',
    expiresAt: Date.now() + 600_000,
    used: false,
    issued: [],
  });
  target.searchParams.set('code', code);
  target.searchParams.set('scope', p.scope);
  target.searchParams.set('authuser', '0');
  target.searchParams.set('prompt', 'consent');
  send(res, 302, undefined, { location: target.toString() });
}

function issueAccessToken(email, scope, refreshToken) {
  const access = token('ya29.a0');
  accessTokens.set(access, { email, scope, refreshToken, expiresAt: Date.now() + accessTtl * 1000 });
  return access;
}

function tokenError(res, status, error, description) {
  send(res, status, { error, error_description: description });
}

async function tokenEndpoint(req, res) {
  const p = await readBody(req);
  let id = p.client_id;
  let secret = p.client_secret;
  const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '');
  if (basic) [id, secret] = Buffer.from(basic[1], 'base64').toString().split(':').map(decodeURIComponent);
  if (id !== clientId || secret !== clientSecret) return tokenError(res, 401, 'invalid_client', 'Unauthorized');
  if (p.grant_type === 'authorization_code') {
    const grant = codes.get(p.code ?? '');
    if (!grant || grant.expiresAt < Date.now()) return tokenError(res, 400, 'invalid_grant', 'Malformed auth code.');
    if (grant.used) {
      // A code presented twice: Google refuses it and revokes what it issued.
      for (const t of grant.issued) if (store.refreshTokens[t]) store.refreshTokens[t].revoked = true;
      save();
      return tokenError(res, 400, 'invalid_grant', 'Bad Request');
    }
    if (grant.redirectUri !== p.redirect_uri) return tokenError(res, 400, 'redirect_uri_mismatch', 'Bad Request');
    if (grant.challenge) {
      if (!p.code_verifier) return tokenError(res, 400, 'invalid_grant', 'Missing code verifier.');
      const computed = grant.method === 'S256' ? createHash('sha256').update(p.code_verifier).digest('base64url') : p.code_verifier;
      if (computed !== grant.challenge) return tokenError(res, 400, 'invalid_grant', 'Invalid code verifier.');
    }
    grant.used = true;
    count(grant.email, 'authorizationCodeGrants');
    let refresh;
    if (grant.offline) {
      refresh = token('1//0g', 48);
      store.refreshTokens[refresh] = { email: grant.email, scope: grant.scope, clientId: id, revoked: false };
      grant.issued.push(refresh);
      save();
    }
    const access = issueAccessToken(grant.email, grant.scope, refresh);
    return send(res, 200, {
      access_token: access,
      expires_in: accessTtl,
      ...(refresh ? { refresh_token: refresh } : {}),
      scope: grant.scope,
      token_type: 'Bearer',
    });
  }
  if (p.grant_type === 'refresh_token') {
    const grant = store.refreshTokens[p.refresh_token ?? ''];
    if (!grant || grant.revoked || grant.clientId !== id || !store.accounts[grant.email])
      return tokenError(res, 400, 'invalid_grant', 'Token has been expired or revoked.');
    count(grant.email, 'refreshGrants');
    return send(res, 200, {
      access_token: issueAccessToken(grant.email, grant.scope, p.refresh_token),
      expires_in: accessTtl,
      scope: grant.scope,
      token_type: 'Bearer',
    });
  }
  return tokenError(res, 400, 'unsupported_grant_type', `Invalid grant_type: ${p.grant_type ?? ''}`);
}

async function revokeEndpoint(req, res, url) {
  const p = await readBody(req);
  const value = url.searchParams.get('token') ?? p.token;
  if (store.refreshTokens[value] && !store.refreshTokens[value].revoked) {
    store.refreshTokens[value].revoked = true;
    for (const [t, a] of accessTokens) if (a.refreshToken === value) accessTokens.delete(t);
    save();
    return send(res, 200, {});
  }
  if (accessTokens.has(value)) {
    const { refreshToken } = accessTokens.get(value);
    accessTokens.delete(value);
    if (refreshToken && store.refreshTokens[refreshToken]) store.refreshTokens[refreshToken].revoked = true;
    save();
    return send(res, 200, {});
  }
  return tokenError(res, 400, 'invalid_token', 'Token expired or revoked');
}

/** The account behind a Bearer token, or null after answering 401/403. */
function authenticate(req, res, allowedScopes) {
  const match = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '');
  const grant = match && accessTokens.get(match[1]);
  if (!grant || grant.expiresAt <= Date.now() || !store.accounts[grant.email]) {
    apiError(
      res,
      401,
      'authError',
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
      { location: 'Authorization', locationType: 'header' },
    );
    return null;
  }
  if (allowedScopes && !grant.scope.split(' ').some((s) => allowedScopes.includes(s))) {
    apiError(res, 403, 'insufficientPermissions', 'Request had insufficient authentication scopes.');
    return null;
  }
  count(grant.email, 'apiRequests');
  requestLog.push({ email: grant.email, at: Date.now(), method: req.method, path: new URL(req.url ?? '/', 'http://x').pathname });
  return store.accounts[grant.email];
}

// ---------------------------------------------------------------- Calendar API

function calendarOf(account, rawId) {
  const id = decodeURIComponent(rawId);
  return id === 'primary' ? account.calendars[account.email] : account.calendars[id];
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

/** Start and end of an event as instants; an all-day date is midnight in the calendar's zone. */
function bounds(event, zone) {
  const at = (t) => (t.dateTime ? DateTime.fromISO(t.dateTime, { setZone: true }) : DateTime.fromISO(t.date, { zone }));
  return { start: at(event.start), end: at(event.end) };
}

/** singleEvents=true: a recurring event becomes its instances (RRULE and EXDATE, in the event's zone). */
function instancesOf(event, zone, from, to) {
  const allDay = Boolean(event.start.date);
  const eventZone = event.start.timeZone ?? zone;
  const { start, end } = bounds(event, zone);
  const duration = end.diff(start);
  const local = allDay ? DateTime.fromISO(event.start.date, { zone: eventZone }) : start.setZone(eventZone);
  const dtstart = ICAL.Time.fromData({
    year: local.year,
    month: local.month,
    day: local.day,
    hour: local.hour,
    minute: local.minute,
    second: local.second,
    isDate: allDay,
  });
  const excluded = new Set();
  for (const line of event.recurrence ?? []) {
    if (!line.startsWith('EXDATE')) continue;
    const values = line.slice(line.indexOf(':') + 1).split(',');
    for (const v of values) excluded.add(v.replace(/Z$/, '').slice(0, allDay ? 8 : 15));
  }
  const results = [];
  for (const line of event.recurrence ?? []) {
    if (!line.startsWith('RRULE:')) continue;
    const iterator = ICAL.Recur.fromString(line.slice(6)).iterator(dtstart);
    for (let next = iterator.next(), guard = 0; next && guard < 5000; next = iterator.next(), guard++) {
      const occurrence = DateTime.fromObject(
        { year: next.year, month: next.month, day: next.day, hour: allDay ? 0 : next.hour, minute: allDay ? 0 : next.minute, second: allDay ? 0 : next.second },
        { zone: eventZone },
      );
      if (occurrence >= to) break;
      const stamp = allDay ? occurrence.toFormat('yyyyLLdd') : occurrence.toUTC().toFormat("yyyyLLdd'T'HHmmss'Z'");
      const localStamp = allDay ? occurrence.toFormat('yyyyLLdd') : occurrence.toFormat("yyyyLLdd'T'HHmmss");
      if (excluded.has(localStamp) || excluded.has(stamp.replace(/Z$/, ''))) continue;
      const occurrenceEnd = occurrence.plus(duration);
      if (occurrenceEnd <= from) continue;
      const time = (t) => (allDay ? { date: t.toISODate() } : { dateTime: t.toISO({ suppressMilliseconds: true }), timeZone: eventZone });
      const { recurrence: _omit, ...rest } = event;
      results.push({
        ...rest,
        id: `${event.id}_${stamp}`,
        recurringEventId: event.id,
        originalStartTime: time(occurrence),
        start: time(occurrence),
        end: time(occurrenceEnd),
      });
    }
  }
  return results;
}

/** The sync token of a calendar at change `seq`: which calendar, which window and shape the first list asked for. */
function syncTokenOf(cal, seq, window) {
  return 'CP' + Buffer.from(JSON.stringify({ c: cal.entry.id, s: seq, e: cal.tokenEpoch ?? 0, ...window })).toString('base64url');
}

function readSyncToken(value) {
  try {
    if (!value.startsWith('CP')) return null;
    const parsed = JSON.parse(Buffer.from(value.slice(2), 'base64url').toString());
    return typeof parsed.s === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

/** The fields Google keeps of a deleted event (or instance) in an incremental result. */
function cancelledStub(event, instance) {
  return {
    kind: 'calendar#event',
    etag: etag(),
    id: instance?.id ?? event.id,
    status: 'cancelled',
    ...(instance ? { recurringEventId: event.id, originalStartTime: instance.originalStartTime } : {}),
  };
}

/** Incremental sync: what changed since the token, in the window and shape of the list that made it. */
function changesSince(cal, token, zone) {
  const from = token.tMin ? DateTime.fromISO(token.tMin, { setZone: true }) : DateTime.fromMillis(0);
  const to = token.tMax ? DateTime.fromISO(token.tMax, { setZone: true }) : DateTime.fromISO('9999-01-01T00:00:00Z');
  const items = [];
  for (const event of Object.values(cal.events)) {
    if ((event.changeSeq ?? 0) <= token.s) continue;
    if (!(event.recurrence && token.single)) {
      items.push(event.status === 'cancelled' ? cancelledStub(event) : withoutBookkeeping(event));
      continue;
    }
    if (event.status === 'cancelled') {
      items.push(cancelledStub(event));
      continue;
    }
    const current = instancesOf(event, zone, from, to);
    const ids = new Set(current.map((i) => i.id));
    items.push(...current.map(withoutBookkeeping));
    // Instances the old recurrence had and the new one has not: deleted.
    if (event.prior) for (const old of instancesOf({ ...event, ...event.prior }, zone, from, to)) if (!ids.has(old.id)) items.push(cancelledStub(event, old));
  }
  return items.sort((a, b) => (a.updated ?? '').localeCompare(b.updated ?? ''));
}

const withoutBookkeeping = ({ changeSeq: _seq, prior: _prior, ...event }) => event;

/** Parameters Google refuses together with syncToken. */
const NOT_WITH_SYNC_TOKEN = ['iCalUID', 'orderBy', 'privateExtendedProperty', 'q', 'sharedExtendedProperty', 'timeMin', 'timeMax', 'updatedMin'];

function listEvents(res, account, cal, q) {
  const zone = cal.entry.timeZone;
  const singleEvents = q.get('singleEvents') === 'true';
  const maxResults = Math.min(Number(q.get('maxResults') ?? 250) || 250, 2500);
  let items;
  let window;
  let fingerprint;
  if (q.has('syncToken')) {
    if (NOT_WITH_SYNC_TOKEN.some((key) => q.has(key)) || q.get('showDeleted') === 'false') {
      return apiError(res, 400, 'invalid', 'Some requested fields cannot be used when requesting incremental synchronization.', {
        locationType: 'parameter',
        location: 'syncToken',
      });
    }
    const token = readSyncToken(q.get('syncToken'));
    if (!token || token.c !== cal.entry.id)
      return apiError(res, 400, 'invalid', 'Invalid sync token value.', { locationType: 'parameter', location: 'syncToken' });
    if (token.e !== (cal.tokenEpoch ?? 0)) return apiError(res, 410, 'fullSyncRequired', 'Sync token is no longer valid, a full sync is required.');
    count(account.email, 'incrementalListRequests');
    window = { tMin: token.tMin, tMax: token.tMax, single: token.single };
    items = changesSince(cal, token, zone);
    fingerprint = createHash('sha256')
      .update(`${cal.entry.id}|sync|${q.get('syncToken')}`)
      .digest('base64url')
      .slice(0, 12);
  } else {
    for (const key of ['timeMin', 'timeMax']) {
      if (q.has(key) && !RFC3339.test(q.get(key))) return apiError(res, 400, 'badRequest', 'Bad Request');
    }
    const orderBy = q.get('orderBy');
    if (orderBy && !['startTime', 'updated'].includes(orderBy))
      return apiError(res, 400, 'invalidParameter', 'Invalid value for: orderBy', { locationType: 'parameter', location: 'orderBy' });
    if (orderBy === 'startTime' && !singleEvents) return apiError(res, 400, 'badRequest', 'The requested ordering is not available for the particular query.');
    const from = q.has('timeMin') ? DateTime.fromISO(q.get('timeMin'), { setZone: true }) : DateTime.fromMillis(0);
    const to = q.has('timeMax') ? DateTime.fromISO(q.get('timeMax'), { setZone: true }) : DateTime.fromISO('9999-01-01T00:00:00Z');
    if (to <= from) return apiError(res, 400, 'timeRangeEmpty', 'The specified time range is empty.', { locationType: 'parameter', location: 'timeMax' });
    count(account.email, 'fullListRequests');
    const showDeleted = q.get('showDeleted') === 'true';
    items = [];
    const wanted = listFilter(q);
    for (const event of Object.values(cal.events)) {
      if (event.status === 'cancelled' && !showDeleted) continue;
      if (!wanted(event)) continue;
      if (event.recurrence && singleEvents) {
        items.push(...instancesOf(event, zone, from, to).map(withoutBookkeeping));
        continue;
      }
      const { start, end } = bounds(event, zone);
      if (event.recurrence ? start < to : end > from && start < to) items.push(withoutBookkeeping(event));
    }
    const startOf = (e) => bounds(e, zone).start.toMillis();
    if (orderBy === 'startTime') items.sort((a, b) => startOf(a) - startOf(b) || a.id.localeCompare(b.id));
    else if (orderBy === 'updated') items.sort((a, b) => a.updated.localeCompare(b.updated));
    window = { tMin: q.get('timeMin') ?? undefined, tMax: q.get('timeMax') ?? undefined, single: singleEvents };
    fingerprint = createHash('sha256')
      .update(`${cal.entry.id}|${q.get('timeMin')}|${q.get('timeMax')}|${singleEvents}|${orderBy}`)
      .digest('base64url')
      .slice(0, 12);
  }
  // The token of the last page is the calendar's state when the first page was read: nothing changed in between is lost.
  let seq = cal.seq ?? 0;
  let offset = 0;
  if (q.has('pageToken')) {
    const [fp, raw, pageSeq] = Buffer.from(q.get('pageToken'), 'base64url').toString().split(':');
    if (fp !== fingerprint || !/^\d+$/.test(raw ?? '') || !/^\d+$/.test(pageSeq ?? ''))
      return apiError(res, 400, 'invalid', 'Invalid page token value.', { locationType: 'parameter', location: 'pageToken' });
    offset = Number(raw);
    seq = Number(pageSeq);
  }
  const page = items.slice(offset, offset + maxResults);
  const more = offset + maxResults < items.length;
  send(res, 200, {
    kind: 'calendar#events',
    etag: etag(),
    summary: cal.entry.summary,
    description: '',
    updated: new Date().toISOString(),
    timeZone: zone,
    accessRole: cal.entry.accessRole,
    defaultReminders: [],
    ...(more
      ? { nextPageToken: Buffer.from(`${fingerprint}:${offset + maxResults}:${seq}`).toString('base64url') }
      : { nextSyncToken: syncTokenOf(cal, seq, window) }),
    items: page,
  });
}

function validTime(t) {
  return (
    t &&
    typeof t === 'object' &&
    ((typeof t.dateTime === 'string' && RFC3339.test(t.dateTime)) || (typeof t.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(t.date)))
  );
}

function invite(account, event, method, sendUpdates) {
  if (sendUpdates !== 'all' && sendUpdates !== 'externalOnly') return;
  for (const a of event.attendees ?? []) {
    if (a.self) continue;
    invitations.push({
      to: a.email,
      from: account.email,
      method,
      eventId: event.id,
      summary: event.summary,
      start: event.start,
      sentAt: new Date().toISOString(),
    });
  }
}

async function eventsApi(req, res, account, cal, eventId, q) {
  const writable = ['owner', 'writer'].includes(cal.entry.accessRole);
  const sendUpdates = q.get('sendUpdates') ?? 'none';
  if (req.method === 'GET' && !eventId) return listEvents(res, account, cal, q);
  if (req.method === 'GET') {
    const event = cal.events[eventId];
    return event ? send(res, 200, withoutBookkeeping(event)) : apiError(res, 404, 'notFound', 'Not Found');
  }
  if (!writable) return apiError(res, 403, 'requiredAccessLevel', 'You need to have writer access to this calendar.');
  if (failingWrites.get(account.email) > 0) {
    failingWrites.set(account.email, failingWrites.get(account.email) - 1);
    return apiError(res, 403, 'quotaExceeded', 'Calendar usage limits exceeded.');
  }
  if (req.method === 'POST' && !eventId) {
    const body = await readBody(req);
    if (body.__invalid) return apiError(res, 400, 'parseError', 'Parse Error');
    if (!validTime(body.start)) return apiError(res, 400, 'required', 'Missing start time.');
    if (!validTime(body.end)) return apiError(res, 400, 'required', 'Missing end time.');
    const { start, end } = bounds(body, cal.entry.timeZone);
    if (end <= start) return apiError(res, 400, 'timeRangeEmpty', 'The specified time range is empty.');
    if (body.id !== undefined && !/^[a-v0-9]{5,1024}$/.test(String(body.id))) return apiError(res, 400, 'invalid', 'Invalid resource id value.');
    if (body.id && cal.events[body.id]) return apiError(res, 409, 'duplicate', 'The requested identifier already exists.');
    const typeError = eventTypeError(cal, body);
    if (typeError) return apiError(res, 400, ...typeError);
    const event = storeEvent(account, cal, body);
    invite(account, event, 'REQUEST', sendUpdates);
    save();
    return send(res, 200, withoutBookkeeping(event));
  }
  const event = cal.events[eventId];
  if (!event) return apiError(res, 404, 'notFound', 'Not Found');
  if (event.status === 'cancelled') return apiError(res, 410, 'deleted', 'Resource has been deleted');
  if (preconditionFails(req, event)) return apiError(res, 412, 'conditionNotMet', 'Precondition Failed', { locationType: 'header', location: 'If-Match' });
  if (req.method === 'PATCH' || req.method === 'PUT') {
    const body = await readBody(req);
    if (body.__invalid) return apiError(res, 400, 'parseError', 'Parse Error');
    const next = req.method === 'PUT' ? { ...body } : { ...event, ...body };
    if (!validTime(next.start) || !validTime(next.end)) return apiError(res, 400, 'required', 'Missing start or end time.');
    const { start, end } = bounds(next, cal.entry.timeZone);
    if (end <= start) return apiError(res, 400, 'timeRangeEmpty', 'The specified time range is empty.');
    if ((next.eventType ?? 'default') !== event.eventType)
      return apiError(res, 400, 'eventTypeRestriction', 'The event type of an existing event cannot be changed.');
    const typeError = eventTypeError(cal, next);
    if (typeError) return apiError(res, 400, ...typeError);
    touch(cal, event, { ...event });
    for (const key of ['summary', 'description', 'location', 'start', 'end', 'recurrence', 'extendedProperties', 'reminders', 'transparency']) {
      if (key in body) event[key] = body[key];
    }
    if (event.eventType === 'focusTime' && 'focusTimeProperties' in body) event.focusTimeProperties = focusTimeProperties(body.focusTimeProperties);
    if ('attendees' in body) event.attendees = normaliseAttendees(account, body.attendees ?? []);
    event.sequence += 1;
    event.updated = new Date().toISOString();
    event.etag = etag();
    invite(account, event, 'REQUEST', sendUpdates);
    save();
    return send(res, 200, withoutBookkeeping(event));
  }
  if (req.method === 'DELETE') {
    event.status = 'cancelled';
    event.updated = new Date().toISOString();
    touch(cal, event);
    invite(account, event, 'CANCEL', sendUpdates);
    save();
    return send(res, 204);
  }
  return apiError(res, 405, 'httpMethodNotAllowed', 'Method Not Allowed');
}

/** Google's answers to an injected fault (control: faults). */
const FAULTS = {
  rateLimitExceeded: { code: 403, reason: 'rateLimitExceeded', message: 'Rate Limit Exceeded', domain: 'usageLimits' },
  userRateLimitExceeded: { code: 403, reason: 'userRateLimitExceeded', message: 'User Rate Limit Exceeded', domain: 'usageLimits' },
  tooManyRequests: { code: 429, reason: 'rateLimitExceeded', message: 'Rate Limit Exceeded', domain: 'usageLimits' },
  backendError: { code: 500, reason: 'backendError', message: 'Backend Error', domain: 'global' },
  unavailable: { code: 503, reason: 'backendError', message: 'The service is currently unavailable.', domain: 'global' },
};
/** Faults still to serve: { email (or every account), kind, remaining, retryAfter (seconds) }. */
let faults = [];

/** Answers with an injected fault when one is due for this account; true when it did. */
function injectFault(res, account) {
  const fault = faults.find((f) => f.remaining > 0 && (!f.email || f.email === account.email));
  if (!fault) return false;
  fault.remaining -= 1;
  count(account.email, 'faultsServed');
  requestLog.at(-1).fault = fault.kind;
  const { code, reason, message, domain } = FAULTS[fault.kind];
  apiError(res, code, reason, message, { domain, headers: fault.retryAfter !== undefined ? { 'retry-after': String(fault.retryAfter) } : {} });
  return true;
}

async function calendarApi(req, res, url) {
  const path = url.pathname.slice('/calendar/v3'.length);
  let m;
  if ((m = /^\/users\/me\/calendarList\/?$/.exec(path)) && req.method === 'GET') {
    const account = authenticate(req, res, SCOPES.calendarList);
    if (!account || injectFault(res, account)) return;
    const all = Object.values(account.calendars).map((c) => c.entry);
    const max = Math.min(Number(url.searchParams.get('maxResults') ?? 100) || 100, 250);
    const offset = Number(url.searchParams.get('pageToken') ? Buffer.from(url.searchParams.get('pageToken'), 'base64url').toString() : 0) || 0;
    const page = all.slice(offset, offset + max);
    return send(res, 200, {
      kind: 'calendar#calendarList',
      etag: etag(),
      ...(offset + max < all.length ? { nextPageToken: Buffer.from(String(offset + max)).toString('base64url') } : { nextSyncToken: token('CP', 12) }),
      items: page,
    });
  }
  if ((m = /^\/calendars\/([^/]+)\/events\/watch$/.exec(path)) && req.method === 'POST') {
    const account = authenticate(req, res, SCOPES.eventsRead);
    if (!account || injectFault(res, account)) return;
    const cal = calendarOf(account, m[1]);
    return cal ? watchEvents(req, res, account, cal) : apiError(res, 404, 'notFound', 'Not Found');
  }
  if (path === '/channels/stop' && req.method === 'POST') {
    const account = authenticate(req, res, SCOPES.eventsRead);
    if (!account || injectFault(res, account)) return;
    return stopChannel(req, res, account);
  }
  if ((m = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?\/?$/.exec(path))) {
    const account = authenticate(req, res, req.method === 'GET' ? SCOPES.eventsRead : SCOPES.eventsWrite);
    if (!account || injectFault(res, account)) return;
    const cal = calendarOf(account, m[1]);
    if (!cal) return apiError(res, 404, 'notFound', 'Not Found');
    return eventsApi(req, res, account, cal, m[2] ? decodeURIComponent(m[2]) : undefined, url.searchParams);
  }
  return apiError(res, 404, 'notFound', 'Not Found');
}

// ---------------------------------------------------------------- test control (not Google)

/** Event writes still to refuse per account (fail-writes). */
const failingWrites = new Map();

async function control(req, res, url) {
  const parts = url.pathname.split('/').slice(2).map(decodeURIComponent);
  const body = req.method === 'POST' ? await readBody(req) : {};
  const account = parts[0] === 'accounts' && parts[1] ? store.accounts[parts[1].toLowerCase()] : undefined;
  // POST /__standin/accounts { email, name?, calendars?: [{ id?, summary, primary?, selected?, accessRole?, timeZone? }], sample? }
  if (req.method === 'POST' && parts.length === 1 && parts[0] === 'accounts') {
    if (!body.email) return send(res, 400, { error: 'email required' });
    const created = createAccount({ email: body.email, name: body.name, calendars: body.calendars, sample: body.sample ?? false });
    return send(res, 200, { email: created.email, sub: created.sub, calendars: Object.values(created.calendars).map((c) => c.entry) });
  }
  if (parts[0] === 'accounts' && !account) return send(res, 404, { error: 'no such account' });
  // POST /__standin/accounts/:email/calendars { summary, selected?, accessRole?, timeZone? }
  if (req.method === 'POST' && parts.length === 3 && parts[2] === 'calendars') {
    const cal = addCalendar(account, body);
    save();
    return send(res, 200, cal.entry);
  }
  // POST (insert without auth) or GET (every stored event, cancelled ones too) /__standin/accounts/:email/calendars/:id/events
  if (parts.length === 5 && parts[2] === 'calendars' && parts[4] === 'events') {
    const cal = calendarOf(account, encodeURIComponent(parts[3]));
    if (!cal) return send(res, 404, { error: 'no such calendar' });
    if (req.method === 'GET') return send(res, 200, { items: Object.values(cal.events) });
    const events = Array.isArray(body) ? body : (body.events ?? [body]);
    const stored = events.map((e) => storeEvent(account, cal, e));
    save();
    return send(res, 200, { items: stored });
  }
  // DELETE /__standin/accounts/:email/calendars/:id/events/:eventId: the user deletes it in Google Calendar
  if (req.method === 'DELETE' && parts.length === 6 && parts[2] === 'calendars' && parts[4] === 'events') {
    const cal = calendarOf(account, encodeURIComponent(parts[3]));
    const event = cal?.events[parts[5]];
    if (!event) return send(res, 404, { error: 'no such event' });
    event.status = 'cancelled';
    event.updated = new Date().toISOString();
    touch(cal, event);
    save();
    return send(res, 200, { ok: true });
  }
  // PATCH /__standin/accounts/:email/calendars/:id/events/:eventId { fields }: the user edits it in Google Calendar
  if (req.method === 'PATCH' && parts.length === 6 && parts[2] === 'calendars' && parts[4] === 'events') {
    const cal = calendarOf(account, encodeURIComponent(parts[3]));
    const event = cal?.events[parts[5]];
    if (!event) return send(res, 404, { error: 'no such event' });
    const edit = await readBody(req);
    touch(cal, event, { ...event });
    Object.assign(event, edit, { updated: new Date().toISOString(), etag: etag(), sequence: event.sequence + 1 });
    save();
    return send(res, 200, withoutBookkeeping(event));
  }
  // POST /__standin/accounts/:email/grant { scope? }: a refresh token as if the user had consented (benchmarks seed many)
  if (req.method === 'POST' && parts[2] === 'grant') {
    const refresh = token('1//0g', 48);
    store.refreshTokens[refresh] = { email: account.email, scope: body.scope ?? `openid email ${CAL}.readonly ${CAL}.events`, clientId, revoked: false };
    save();
    return send(res, 200, { refresh_token: refresh, sub: account.sub });
  }
  // POST /__standin/accounts/:email/invalidate-sync-tokens: every sync token of the account answers 410 from now on
  if (req.method === 'POST' && parts[2] === 'invalidate-sync-tokens') {
    for (const cal of Object.values(account.calendars)) cal.tokenEpoch = (cal.tokenEpoch ?? 0) + 1;
    save();
    return send(res, 200, { ok: true });
  }
  // POST /__standin/accounts/:email/revoke: the user removed the app's access (invalid_grant from now on)
  if (req.method === 'POST' && parts[2] === 'revoke') {
    for (const grant of Object.values(store.refreshTokens)) if (grant.email === account.email) grant.revoked = true;
    for (const [t, a] of accessTokens) if (a.email === account.email) accessTokens.delete(t);
    save();
    return send(res, 200, { ok: true });
  }
  // POST /__standin/accounts/:email/expire-access-tokens: every access token of the account expires now
  if (req.method === 'POST' && parts[2] === 'expire-access-tokens') {
    for (const a of accessTokens.values()) if (a.email === account.email) a.expiresAt = Date.now() - 1;
    return send(res, 200, { ok: true });
  }
  // POST /__standin/accounts/:email/fail-writes { count }: the next `count` event writes hit Google's usage limit
  if (req.method === 'POST' && parts[2] === 'fail-writes') {
    failingWrites.set(account.email, Number(body.count ?? 1));
    return send(res, 200, { ok: true });
  }
  // GET /__standin/accounts/:email/grants: refresh tokens issued to the account and whether revoked
  if (req.method === 'GET' && parts[2] === 'grants') {
    return send(res, 200, {
      items: Object.values(store.refreshTokens)
        .filter((g) => g.email === account.email)
        .map((g) => ({ scope: g.scope, revoked: g.revoked })),
    });
  }
  // POST /__standin/faults { email?, kind: rateLimitExceeded|userRateLimitExceeded|tooManyRequests|backendError|unavailable, count, retryAfter? }:
  // the next `count` Calendar API requests (of that account, or of any) get that error; DELETE clears them
  if (parts[0] === 'faults' && req.method === 'POST') {
    if (!FAULTS[body.kind]) return send(res, 400, { error: `kind is one of ${Object.keys(FAULTS).join(', ')}` });
    faults.push({ email: body.email?.toLowerCase(), kind: body.kind, remaining: Number(body.count ?? 1), retryAfter: body.retryAfter });
    return send(res, 200, { ok: true });
  }
  if (parts[0] === 'faults' && req.method === 'DELETE') {
    faults = [];
    return send(res, 200, { ok: true });
  }
  // GET /__standin/channels?email=: the open push channels (without tokens) and the notifications delivered
  if (req.method === 'GET' && parts[0] === 'channels') {
    const email = url.searchParams.get('email')?.toLowerCase();
    const open = [...channels.values()].filter((c) => !email || c.email === email).map(({ token: _token, ...c }) => c);
    return send(res, 200, { items: open, deliveries: deliveries.filter((d) => !email || d.email === email) });
  }
  // POST /__standin/channels/:id/notify { state? }: Google posts a notification for that channel now (e.g. after a lost one)
  if (req.method === 'POST' && parts[0] === 'channels' && parts[2] === 'notify') {
    const channel = channels.get(parts[1]);
    if (!channel) return send(res, 404, { error: 'no such channel' });
    await deliver(channel, body.state ?? 'exists');
    return send(res, 200, { ok: true, delivery: deliveries.at(-1) });
  }
  // GET /__standin/requests?email=: the account's API requests in order, with the fault each got if any
  if (req.method === 'GET' && parts[0] === 'requests') {
    const email = url.searchParams.get('email')?.toLowerCase();
    return send(res, 200, { items: requestLog.filter((r) => r.email === email) });
  }
  // GET /__standin/invitations?to=: the invitation e-mails Google would have sent
  if (req.method === 'GET' && parts[0] === 'invitations') {
    const to = url.searchParams.get('to')?.toLowerCase();
    return send(res, 200, { items: invitations.filter((i) => !to || i.to === to) });
  }
  // GET /__standin/stats?email=: token grants and API requests per account; without an e-mail, summed over all accounts
  if (req.method === 'GET' && parts[0] === 'stats') {
    if (url.searchParams.has('email')) return send(res, 200, stats[url.searchParams.get('email').toLowerCase()] ?? {});
    const total = {};
    for (const counts of Object.values(stats)) for (const [what, n] of Object.entries(counts)) total[what] = (total[what] ?? 0) + n;
    return send(res, 200, total);
  }
  return send(res, 404, { error: 'unknown control endpoint' });
}

// ---------------------------------------------------------------- server

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', baseUrl || 'http://127.0.0.1');
  const route = async () => {
    if (url.pathname === '/o/oauth2/v2/auth' && req.method === 'GET') return authorize(res, url.searchParams);
    if (url.pathname === '/o/oauth2/v2/auth/approve' && req.method === 'POST') return approve(res, await readBody(req));
    if (url.pathname === '/token' && req.method === 'POST') return tokenEndpoint(req, res);
    if (url.pathname === '/revoke' && req.method === 'POST') return revokeEndpoint(req, res, url);
    if (url.pathname === '/v1/userinfo' && req.method === 'GET') {
      const account = authenticate(req, res, ['openid', 'email', 'https://www.googleapis.com/auth/userinfo.email']);
      if (account) send(res, 200, { sub: account.sub, email: account.email, email_verified: true, name: account.name });
      return;
    }
    if (url.pathname.startsWith('/calendar/v3/')) return calendarApi(req, res, url);
    if (url.pathname.startsWith('/__standin/')) return control(req, res, url);
    if (url.pathname === '/')
      return send(res, 200, '<!doctype html><title>Google stand-in</title><p>Local Google OAuth 2.0 and Calendar API stand-in for FLOW.</p>');
    return apiError(res, 404, 'notFound', 'Not Found');
  };
  route().catch((error) => {
    console.error('standin error', error);
    if (!res.headersSent) apiError(res, 500, 'backendError', 'Backend Error');
    else res.end();
  });
});

server.listen(port, '127.0.0.1', () => {
  baseUrl = `http://127.0.0.1:${server.address().port}`;
  console.log(`google-standin listening on ${baseUrl}`);
});
const shutdown = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

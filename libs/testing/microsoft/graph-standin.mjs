// A local stand-in for the Microsoft identity platform (OAuth 2.0 v2 endpoints) and Microsoft Graph's
// calendar API, for the tests and for `npm start` when no Microsoft app is configured. It follows the
// documented request and response shapes on the same paths, so calendar-sync talks to it exactly as to
// Microsoft with only the base URLs changed:
//
//   MICROSOFT_AUTHORITY   <base>/common         (/oauth2/v2.0/authorize: consent page; /oauth2/v2.0/token:
//                                               authorization_code + PKCE, refresh_token with rotation;
//                                               /v2.0/.well-known/openid-configuration and /discovery/v2.0/keys:
//                                               ID tokens signed RS256 with tid, oid, email, preferred_username,
//                                               nonce, and xms_edov when the account has it)
//   MICROSOFT_GRAPH_URL   <base>/v1.0           (/me, /me/calendars, calendarView/delta, events, subscriptions)
//
// https://learn.microsoft.com/entra/identity-platform/v2-oauth2-auth-code-flow
// https://learn.microsoft.com/entra/identity-platform/v2-protocols-oidc and .../id-token-claims-reference
//   (common's discovery publishes the issuer as https://login.microsoftonline.com/{tenantid}/v2.0)
// https://learn.microsoft.com/graph/api/event-delta (calendarView delta: pages linked by @odata.nextLink, the
//   last one carries @odata.deltaLink; a later call with its $deltatoken gives what changed, deleted ones as
//   { id, "@removed": { reason: "deleted" } }; a token made stale answers 410 Gone, code syncStateNotFound)
// https://learn.microsoft.com/graph/change-notifications-delivery-webhooks (subscriptions: validation POST
//   with ?validationToken= answered as text/plain 200 within 10 s; notifications carry clientState;
//   lifecycle notifications reauthorizationRequired / subscriptionRemoved / missed)
// https://learn.microsoft.com/graph/throttling (429 with Retry-After; control: faults)
// Writes honour If-Match against the event's @odata.etag (412 when it differs). Recurring series
// (patternedRecurrence: daily, weekly, absoluteMonthly) are expanded in their start.timeZone.
//
// Run: STANDIN_PORT=4030 STANDIN_CLIENT_ID=flow STANDIN_CLIENT_SECRET=s3cret node libs/testing/microsoft/graph-standin.mjs
// It prints `microsoft-standin listening on <url>`. Test control endpoints live under /__standin.
import { createHash, createSign, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { DateTime } from 'luxon';

const env = process.env;
const port = Number(env.STANDIN_PORT ?? 0);
const clientId = env.STANDIN_CLIENT_ID ?? 'flow-local-microsoft-client';
const clientSecret = env.STANDIN_CLIENT_SECRET ?? 'flow-local-secret';
const accessTtl = Number(env.STANDIN_ACCESS_TOKEN_TTL ?? 3599);
const dataFile = env.STANDIN_DATA_FILE;
const defaultEmail = env.STANDIN_DEFAULT_EMAIL ?? 'you@outlook.local';
/** Graph's limit for subscriptions on Outlook events: 10,080 minutes. */
const MAX_SUBSCRIPTION_MS = 10_080 * 60_000;
const PAGE_SIZE = 50;
/** The tenant of personal Microsoft accounts; work/school accounts come from their organisation's. */
const CONSUMER_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';
/** The key ID tokens are signed with, published at the authority's JWKS (a new one each start). */
const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signingKid = randomBytes(12).toString('base64url');

/** Persistent part: accounts (calendars, events) and refresh tokens. */
let store = { accounts: {}, refreshTokens: {} };
if (dataFile && fs.existsSync(dataFile)) store = JSON.parse(fs.readFileSync(dataFile, 'utf8'));
const codes = new Map();
const accessTokens = new Map();
const subscriptions = new Map();
const deltaTokens = new Map();
const deliveries = [];
const requestLog = [];
/** Per account: Graph requests, token grants, notifications sent (control: stats). */
const stats = {};
let faults = [];
let baseUrl = '';

const save = () => dataFile && fs.writeFileSync(dataFile, JSON.stringify(store));
const token = (prefix, bytes = 32) => `${prefix}${randomBytes(bytes).toString('base64url')}`;
const newEtag = () => `W/"${randomBytes(9).toString('base64')}"`;
const count = (email, what) => {
  stats[email] ??= {};
  stats[email][what] = (stats[email][what] ?? 0) + 1;
};

// ---------------------------------------------------------------- accounts and events

/** `tenantId` (default: a personal account) and `emailVerified` (the xms_edov claim; absent when unset) shape the ID token. */
function createAccount({ email, name, calendars = [], tenantId, emailVerified }) {
  const key = email.toLowerCase();
  if (store.accounts[key]) return store.accounts[key];
  const account = {
    id: randomUUID(),
    email: key,
    name: name ?? key.split('@')[0],
    tenantId: tenantId ?? CONSUMER_TENANT,
    emailVerified,
    calendars: {},
    events: {},
    seq: 0,
    tokenEpoch: 0,
  };
  store.accounts[key] = account;
  addCalendar(account, { name: 'Calendar', isDefaultCalendar: true });
  for (const c of calendars) addCalendar(account, c);
  save();
  return account;
}

function addCalendar(account, c) {
  const id = c.id ?? token('AAMkAD', 24);
  account.calendars[id] = {
    id,
    name: c.name ?? 'Calendar',
    color: 'auto',
    hexColor: c.hexColor ?? '#0078d4',
    isDefaultCalendar: Boolean(c.isDefaultCalendar),
    canEdit: c.canEdit ?? true,
    owner: { name: account.name, address: account.email },
  };
  return account.calendars[id];
}

const defaultCalendar = (account) => Object.values(account.calendars).find((c) => c.isDefaultCalendar);

/** Stores an event (a single one or a series master) the way Graph returns it. */
function putEvent(account, calendarId, body, existing) {
  const event = {
    ...(existing ?? {}),
    ...body,
    // Hex: Graph's ids are opaque; the stand-in's never hold the '_' that joins an occurrence's id to its series'.
    id: existing?.id ?? `AAMkAGI${randomBytes(24).toString('hex')}`,
    calendarId,
    '@odata.etag': newEtag(),
    lastModifiedDateTime: new Date().toISOString(),
    type: (body.recurrence ?? existing?.recurrence) ? 'seriesMaster' : 'singleInstance',
    isCancelled: false,
    showAs: body.showAs ?? existing?.showAs ?? 'busy',
    isAllDay: Boolean(body.isAllDay ?? existing?.isAllDay),
    subject: body.subject ?? existing?.subject ?? '',
    categories: body.categories ?? existing?.categories ?? [],
    cancelledOccurrences: existing?.cancelledOccurrences ?? [],
  };
  if (!event.createdDateTime) event.createdDateTime = event.lastModifiedDateTime;
  event.changeKey = event['@odata.etag'].slice(3, -1);
  account.events[event.id] = event;
  touch(account, event);
  return event;
}

function touch(account, event) {
  account.seq += 1;
  event.changeSeq = account.seq;
  save();
  setImmediate(() => notify(account, event));
}

/** A Graph dateTimeTimeZone as an instant. */
function instantOf(value) {
  const zone = value.timeZone && value.timeZone !== 'tzone://Microsoft/Utc' ? value.timeZone : 'UTC';
  return DateTime.fromISO(value.dateTime, { zone });
}
const asGraphTime = (dt, zone = 'UTC') => ({ dateTime: dt.setZone(zone).toFormat("yyyy-LL-dd'T'HH:mm:ss.SSS'0000'"), timeZone: zone });

/** The occurrences of a series master in [from, to), in its start zone (wall clock kept across DST). */
function occurrences(master, from, to) {
  const { pattern, range } = master.recurrence;
  const zone = master.start.timeZone || 'UTC';
  const first = instantOf(master.start).setZone(zone);
  const length = instantOf(master.end).diff(instantOf(master.start));
  const until = range.type === 'endDate' ? DateTime.fromISO(range.endDate, { zone }).endOf('day') : null;
  const limit = range.type === 'numbered' ? range.numberOfOccurrences : Infinity;
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  const out = [];
  let n = 0;
  for (let day = first.startOf('day'), i = 0; i < 3000 && n < limit; i++, day = day.plus({ days: 1 })) {
    if (until && day > until) break;
    const start = day.set({ hour: first.hour, minute: first.minute, second: first.second });
    if (start < first) continue;
    const offset = Math.floor(day.diff(first.startOf('day'), 'days').days);
    let hit = false;
    if (pattern.type === 'daily') hit = offset % (pattern.interval || 1) === 0;
    else if (pattern.type === 'weekly')
      hit = (pattern.daysOfWeek ?? []).includes(days[day.weekday - 1]) && Math.floor(offset / 7) % (pattern.interval || 1) === 0;
    else if (pattern.type === 'absoluteMonthly')
      hit = day.day === (pattern.dayOfMonth ?? first.day) && (day.month - first.month + 12 * (day.year - first.year)) % (pattern.interval || 1) === 0;
    if (!hit) continue;
    n += 1;
    if (start >= to) break;
    const end = start.plus(length);
    if (end <= from) continue;
    const key = start.toUTC().toFormat("yyyyLLdd'T'HHmmss");
    if (master.cancelledOccurrences.includes(key)) continue;
    const { recurrence: _r, cancelledOccurrences: _c, ...rest } = master;
    out.push({
      ...rest,
      id: `${master.id}_${key}`,
      type: 'occurrence',
      seriesMasterId: master.id,
      start: asGraphTime(start.toUTC()),
      end: asGraphTime(end.toUTC()),
      recurrence: null,
    });
  }
  return out;
}

/** What calendarView shows in a window: single events and expanded occurrences, in UTC. */
function viewOf(account, calendarId, from, to) {
  const out = [];
  for (const event of Object.values(account.events)) {
    if (event.calendarId !== calendarId || event.isCancelled) continue;
    if (event.type === 'seriesMaster') out.push(...occurrences(event, from, to));
    else if (instantOf(event.end) > from && instantOf(event.start) < to)
      out.push({ ...event, start: asGraphTime(instantOf(event.start).toUTC()), end: asGraphTime(instantOf(event.end).toUTC()) });
  }
  return out.sort((a, b) => a.start.dateTime.localeCompare(b.start.dateTime));
}

const publicEvent = ({ calendarId: _c, changeSeq: _s, cancelledOccurrences: _o, ...event }) => event;

// ---------------------------------------------------------------- HTTP helpers

function send(res, status, body, headers = {}) {
  if (body === undefined) return (res.writeHead(status, headers), res.end());
  const html = typeof body === 'string';
  res.writeHead(status, { 'content-type': html ? 'text/html; charset=utf-8' : 'application/json; odata.metadata=minimal; charset=utf-8', ...headers });
  res.end(html ? body : JSON.stringify(body));
}
/** Graph's error shape: { error: { code, message, innerError } }. */
const graphError = (res, status, code, message, headers = {}) =>
  send(res, status, { error: { code, message, innerError: { date: new Date().toISOString(), 'request-id': randomUUID() } } }, headers);
const tokenError = (res, status, error, description) =>
  send(res, status, {
    error,
    error_description: description,
    error_codes: [70000],
    timestamp: new Date().toISOString(),
    trace_id: randomUUID(),
    correlation_id: randomUUID(),
  });
const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return { __invalid: true };
  }
}

// ---------------------------------------------------------------- identity platform

function authorize(res, p) {
  if (p.client_id !== clientId)
    return send(
      res,
      400,
      `<!doctype html><title>Sign in</title><p>AADSTS700016: Application with identifier '${escapeHtml(p.client_id ?? '')}' was not found.</p>`,
    );
  if (p.response_type !== 'code' || !p.redirect_uri || !p.scope)
    return send(
      res,
      400,
      '<!doctype html><title>Sign in</title><p>AADSTS900144: The request body must contain the following parameter: response_type, redirect_uri, scope.</p>',
    );
  if (p.code_challenge && p.code_challenge_method !== 'S256') return send(res, 400, '<!doctype html><p>AADSTS501491: Invalid code_challenge_method.</p>');
  const hidden = Object.entries(p)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  send(
    res,
    200,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in to your account (local Microsoft stand-in)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;width:100%;margin:.5rem 0;font-size:1rem}input{padding:.5rem}</style></head>
<body><h1>Local Microsoft stand-in</h1><p>FLOW wants to read and write your Outlook calendar. Any e-mail works; no password is asked.</p>
<form method="post" action="authorize/approve">${hidden}<label for="email">Microsoft account e-mail</label><input id="email" name="email" type="email" required value="${escapeHtml(p.login_hint ?? defaultEmail)}">
<p>Permissions: ${escapeHtml(p.scope)}</p><button name="decision" value="allow" type="submit" autofocus>Accept</button><button name="decision" value="deny" type="submit">Cancel</button></form></body></html>`,
  );
}

function approve(res, p) {
  if (p.client_id !== clientId || !p.redirect_uri) return send(res, 400, '<!doctype html><p>Invalid consent form.</p>');
  const target = new URL(p.redirect_uri);
  if (p.state !== undefined) target.searchParams.set('state', p.state);
  if (p.decision !== 'allow') {
    target.searchParams.set('error', 'access_denied');
    target.searchParams.set('error_description', 'AADSTS65004: User declined to consent to access the app.');
    return send(res, 302, undefined, { location: target.toString() });
  }
  const account = createAccount({ email: String(p.email ?? defaultEmail).trim() });
  const code = token('M.C5', 32);
  codes.set(code, {
    email: account.email,
    redirectUri: p.redirect_uri,
    scope: p.scope,
    challenge: p.code_challenge,
    nonce: p.nonce,
    expiresAt: Date.now() + 600_000,
  });
  target.searchParams.set('code', code);
  send(res, 302, undefined, { location: target.toString() });
}

/** Granted scopes as Graph reports them: the Graph ones by short name, plus the OpenID ones asked for. */
const grantedScope = (scope) =>
  scope
    .split(' ')
    .map((s) => s.replace('https://graph.microsoft.com/', ''))
    .join(' ');

function issue(res, email, scope, nonce) {
  const access = token('EwB4A8l6', 48);
  accessTokens.set(access, { email, scope, expiresAt: Date.now() + accessTtl * 1000 });
  const refresh = scope.split(' ').includes('offline_access') ? token('M.C5_BAY.', 64) : undefined;
  if (refresh) store.refreshTokens[refresh] = { email, scope };
  save();
  const idToken = scope.split(' ').includes('openid') ? idTokenFor(store.accounts[email], nonce) : undefined;
  send(res, 200, {
    token_type: 'Bearer',
    scope: grantedScope(scope),
    expires_in: accessTtl,
    ext_expires_in: accessTtl,
    access_token: access,
    ...(refresh ? { refresh_token: refresh } : {}),
    ...(idToken ? { id_token: idToken } : {}),
  });
}

/** A v2.0 ID token as Microsoft signs it (RS256, `kid` of the JWKS), `xms_edov` only when the account has it. */
function idTokenFor(account, nonce) {
  const tid = account.tenantId ?? CONSUMER_TENANT;
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    ver: '2.0',
    aud: clientId,
    iss: `${baseUrl}/${tid}/v2.0`,
    sub: createHash('sha256').update(`${clientId}:${account.id}`).digest('base64url'),
    oid: account.id,
    tid,
    email: account.email,
    preferred_username: account.email,
    name: account.name,
    iat: now,
    nbf: now,
    exp: now + 3600,
    ...(nonce ? { nonce } : {}),
    ...(account.emailVerified === undefined ? {} : { xms_edov: account.emailVerified }),
  };
  const input = `${Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'RS256', kid: signingKid })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(signingKey.privateKey).toString('base64url')}`;
}

/** The authority's OpenID configuration: for common/organizations/consumers the issuer is a {tenantid} template. */
function openidConfiguration(res, tenant) {
  const authority = `${baseUrl}/${tenant}`;
  const issuerTenant = ['common', 'organizations', 'consumers'].includes(tenant) ? (tenant === 'consumers' ? CONSUMER_TENANT : '{tenantid}') : tenant;
  send(res, 200, {
    issuer: `${baseUrl}/${issuerTenant}/v2.0`,
    authorization_endpoint: `${authority}/oauth2/v2.0/authorize`,
    token_endpoint: `${authority}/oauth2/v2.0/token`,
    jwks_uri: `${authority}/discovery/v2.0/keys`,
    response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
    response_modes_supported: ['query', 'fragment', 'form_post'],
    subject_types_supported: ['pairwise'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
    claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'preferred_username', 'name', 'tid', 'ver', 'oid', 'email'],
    tenant_region_scope: null,
  });
}

const jwks = (res) => send(res, 200, { keys: [{ ...signingKey.publicKey.export({ format: 'jwk' }), kid: signingKid, use: 'sig', alg: 'RS256' }] });

async function tokenEndpoint(req, res) {
  const p = await readBody(req);
  if (p.client_id !== clientId || p.client_secret !== clientSecret)
    return tokenError(res, 401, 'invalid_client', 'AADSTS7000215: Invalid client secret provided.');
  if (p.grant_type === 'authorization_code') {
    const grant = codes.get(p.code ?? '');
    codes.delete(p.code ?? '');
    if (!grant || grant.expiresAt < Date.now())
      return tokenError(res, 400, 'invalid_grant', 'AADSTS70008: The provided authorization code or refresh token has expired or was already used.');
    if (grant.redirectUri !== p.redirect_uri)
      return tokenError(res, 400, 'invalid_grant', 'AADSTS50011: The redirect URI does not match the one the authorization code was issued to.');
    if (
      grant.challenge &&
      createHash('sha256')
        .update(p.code_verifier ?? '')
        .digest('base64url') !== grant.challenge
    )
      return tokenError(res, 400, 'invalid_grant', 'AADSTS501481: The Code_Verifier does not match the code_challenge supplied in the authorization request.');
    count(grant.email, 'authorizationCodeGrants');
    return issue(res, grant.email, grant.scope, grant.nonce);
  }
  if (p.grant_type === 'refresh_token') {
    const grant = store.refreshTokens[p.refresh_token ?? ''];
    if (!grant || !store.accounts[grant.email])
      return tokenError(res, 400, 'invalid_grant', 'AADSTS70000: The provided grant has expired due to it being revoked.');
    // Microsoft rotates refresh tokens: the new one is returned, the old one keeps working until it expires.
    count(grant.email, 'refreshGrants');
    return issue(res, grant.email, grant.scope);
  }
  return tokenError(res, 400, 'unsupported_grant_type', 'AADSTS70003: The app requested an unsupported grant type.');
}

// ---------------------------------------------------------------- Graph

function authenticate(req, res) {
  const match = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '');
  const grant = match && accessTokens.get(match[1]);
  if (!grant || grant.expiresAt <= Date.now() || !store.accounts[grant.email]) {
    graphError(res, 401, 'InvalidAuthenticationToken', 'Access token is empty or invalid.');
    return null;
  }
  const path = new URL(req.url, 'http://x').pathname;
  requestLog.push({ email: grant.email, at: Date.now(), method: req.method, path });
  count(grant.email, 'apiRequests');
  const fault = faults.find((f) => f.email === grant.email && f.remaining > 0);
  if (fault) {
    fault.remaining -= 1;
    requestLog.at(-1).fault = fault.status;
    graphError(res, fault.status, fault.status === 429 ? 'TooManyRequests' : 'ServiceUnavailable', 'Please retry after the time in Retry-After.', {
      'retry-after': String(fault.retryAfter ?? 1),
    });
    return null;
  }
  return store.accounts[grant.email];
}

function deltaPage(res, account, calendarId, state) {
  const items = state.items.slice(state.offset, state.offset + PAGE_SIZE);
  const next = state.offset + PAGE_SIZE;
  const link = (param, value) => `${baseUrl}/v1.0/me/calendars/${encodeURIComponent(calendarId)}/calendarView/delta?${param}=${value}`;
  if (next < state.items.length) {
    const skip = token('skip', 12);
    deltaTokens.set(skip, { ...state, offset: next });
    return send(res, 200, { '@odata.context': `${baseUrl}/v1.0/$metadata#Collection(event)`, '@odata.nextLink': link('$skiptoken', skip), value: items });
  }
  const delta = token('delta', 12);
  deltaTokens.set(delta, { calendarId, email: account.email, from: state.from, to: state.to, seen: state.seen, epoch: account.tokenEpoch, delta: true });
  send(res, 200, { '@odata.context': `${baseUrl}/v1.0/$metadata#Collection(event)`, '@odata.deltaLink': link('$deltatoken', delta), value: items });
}

function calendarViewDelta(res, account, calendarId, q) {
  const from = q.get('startDateTime');
  const to = q.get('endDateTime');
  const tokenValue = q.get('$deltatoken') ?? q.get('$skiptoken');
  if (tokenValue) {
    const state = deltaTokens.get(tokenValue);
    if (!state || state.email !== account.email || state.calendarId !== calendarId || state.epoch < account.tokenEpoch)
      return graphError(res, 410, 'syncStateNotFound', 'The sync state generation is not found. Restart the sync from the start.');
    if (!state.delta) return deltaPage(res, account, calendarId, state);
    // What changed since the delta token: current versions of the changed ones, the vanished ones as @removed.
    const now = viewOf(account, calendarId, DateTime.fromISO(state.from), DateTime.fromISO(state.to));
    const nowById = new Map(now.map((e) => [e.id, e]));
    const items = [];
    for (const id of Object.keys(state.seen))
      if (!nowById.has(id)) items.push({ '@odata.type': '#microsoft.graph.event', id, '@removed': { reason: 'deleted' } });
    for (const event of now) if (state.seen[event.id] !== (account.events[event.seriesMasterId ?? event.id]?.changeSeq ?? 0)) items.push(publicEvent(event));
    const seen = Object.fromEntries(now.map((e) => [e.id, account.events[e.seriesMasterId ?? e.id].changeSeq]));
    return deltaPage(res, account, calendarId, {
      calendarId,
      email: account.email,
      from: state.from,
      to: state.to,
      seen,
      epoch: account.tokenEpoch,
      items,
      offset: 0,
    });
  }
  if (!from || !to)
    return graphError(
      res,
      400,
      'ErrorInvalidParameter',
      'This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.',
    );
  const now = viewOf(account, calendarId, DateTime.fromISO(from), DateTime.fromISO(to));
  const seen = Object.fromEntries(now.map((e) => [e.id, account.events[e.seriesMasterId ?? e.id].changeSeq]));
  deltaPage(res, account, calendarId, { calendarId, email: account.email, from, to, seen, epoch: account.tokenEpoch, items: now.map(publicEvent), offset: 0 });
}

function preconditionFails(req, event) {
  const expected = req.headers['if-match'];
  return expected && expected !== '*' && expected !== event['@odata.etag'];
}

async function graph(req, res, url) {
  const account = authenticate(req, res);
  if (!account) return;
  const parts = url.pathname
    .replace(/^\/v1\.0\//, '')
    .split('/')
    .map(decodeURIComponent);
  const q = url.searchParams;
  if (parts[0] === 'me' && parts.length === 1)
    return send(res, 200, { id: account.id, displayName: account.name, mail: account.email, userPrincipalName: account.email });
  if (parts[0] === 'me' && parts[1] === 'calendars' && parts.length === 2) return send(res, 200, { value: Object.values(account.calendars) });
  if (parts[0] === 'me' && parts[1] === 'calendars' && parts[3] === 'calendarView' && parts[4] === 'delta') {
    if (!account.calendars[parts[2]]) return graphError(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    return calendarViewDelta(res, account, parts[2], q);
  }
  if (parts[0] === 'me' && parts[1] === 'calendars' && parts[3] === 'calendarView' && !parts[4]) {
    if (!account.calendars[parts[2]]) return graphError(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    if (!q.get('startDateTime') || !q.get('endDateTime'))
      return graphError(
        res,
        400,
        'ErrorInvalidParameter',
        'This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.',
      );
    return send(res, 200, {
      value: viewOf(account, parts[2], DateTime.fromISO(q.get('startDateTime')), DateTime.fromISO(q.get('endDateTime'))).map(publicEvent),
    });
  }
  if (parts[0] === 'me' && parts[1] === 'calendars' && parts[3] === 'events' && req.method === 'POST') {
    if (!account.calendars[parts[2]]) return graphError(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    const body = await readBody(req);
    if (!body.start?.dateTime || !body.end?.dateTime) return graphError(res, 400, 'ErrorInvalidRequest', 'Start and End are required.');
    return send(res, 201, publicEvent(putEvent(account, parts[2], body)));
  }
  if (parts[0] === 'me' && parts[1] === 'events' && parts[2]) return eventItem(req, res, account, parts[2], parts[3], q);
  if (parts[0] === 'subscriptions') return subscriptionsApi(req, res, account, parts[1]);
  return graphError(res, 400, 'BadRequest', `Resource not found for the segment '${parts.at(-1)}'.`);
}

async function eventItem(req, res, account, id, sub, q) {
  const [masterId, occurrenceKey] = id.split('_');
  const event = account.events[masterId];
  if (!event || event.isCancelled) return graphError(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
  if (sub === 'instances') {
    if (event.type !== 'seriesMaster') return send(res, 200, { value: [] });
    return send(res, 200, { value: occurrences(event, DateTime.fromISO(q.get('startDateTime')), DateTime.fromISO(q.get('endDateTime'))).map(publicEvent) });
  }
  if (occurrenceKey) {
    // An occurrence: deleting it is an exception of the series (the other occurrences stay).
    if (req.method !== 'DELETE') return graphError(res, 400, 'ErrorInvalidRequest', 'The stand-in edits occurrences only by deleting them.');
    event.cancelledOccurrences.push(occurrenceKey);
    touch(account, event);
    return send(res, 204);
  }
  if (req.method === 'GET') return send(res, 200, publicEvent(event));
  if (preconditionFails(req, event))
    return graphError(
      res,
      412,
      'ErrorIrresolvableConflict',
      'The send or update operation could not be performed because the change key passed in the request does not match the current change key for the item.',
    );
  if (req.method === 'PATCH') return send(res, 200, publicEvent(putEvent(account, event.calendarId, await readBody(req), event)));
  if (req.method === 'DELETE') {
    event.isCancelled = true;
    touch(account, event);
    return send(res, 204);
  }
  return graphError(res, 405, 'ErrorInvalidRequest', 'Method not allowed.');
}

// ---------------------------------------------------------------- change notifications

/** Graph's validation: POST <url>?validationToken=…, answered within 10 s with the token as text/plain. */
async function validate(url) {
  const validationToken = token('Validation: Testing client application reachability for subscription Request-Id: ', 8);
  const target = new URL(url);
  target.searchParams.set('validationToken', validationToken);
  try {
    const response = await fetch(target, { method: 'POST', headers: { 'content-type': 'text/plain; charset=utf-8' }, signal: AbortSignal.timeout(10_000) });
    const text = await response.text();
    const ok = response.status === 200 && text === validationToken && (response.headers.get('content-type') ?? '').startsWith('text/plain');
    deliveries.push({ kind: 'validation', url, status: response.status, ok });
    return ok;
  } catch {
    deliveries.push({ kind: 'validation', url, status: 0, ok: false });
    return false;
  }
}

async function subscriptionsApi(req, res, account, id) {
  if (req.method === 'POST' && !id) {
    const body = await readBody(req);
    if (body.resource !== '/me/events' && body.resource !== 'me/events')
      return graphError(res, 400, 'InvalidRequest', 'The stand-in subscribes to /me/events only.');
    const expires = Date.parse(body.expirationDateTime);
    if (!(expires > Date.now()) || expires - Date.now() > MAX_SUBSCRIPTION_MS)
      return graphError(res, 400, 'InvalidRequest', 'Subscription expiration can only be 10070 minutes in the future.');
    if (!(await validate(body.notificationUrl)) || (body.lifecycleNotificationUrl && !(await validate(body.lifecycleNotificationUrl)))) {
      return graphError(res, 400, 'ValidationError', 'Subscription validation request failed. Response must exactly match validationToken query parameter.');
    }
    const subscription = {
      id: randomUUID(),
      resource: body.resource,
      changeType: body.changeType,
      clientState: body.clientState ?? null,
      notificationUrl: body.notificationUrl,
      lifecycleNotificationUrl: body.lifecycleNotificationUrl ?? null,
      expirationDateTime: new Date(expires).toISOString(),
      applicationId: clientId,
      creatorId: account.id,
      email: account.email,
    };
    subscriptions.set(subscription.id, subscription);
    const { email: _e, ...shown } = subscription;
    return send(res, 201, { '@odata.context': `${baseUrl}/v1.0/$metadata#subscriptions/$entity`, ...shown });
  }
  const subscription = subscriptions.get(id);
  if (!subscription || subscription.email !== account.email) return graphError(res, 404, 'ResourceNotFound', `The object was not found.`);
  if (req.method === 'PATCH') {
    const expires = Date.parse((await readBody(req)).expirationDateTime);
    if (!(expires > Date.now()) || expires - Date.now() > MAX_SUBSCRIPTION_MS)
      return graphError(res, 400, 'InvalidRequest', 'Subscription expiration can only be 10070 minutes in the future.');
    subscription.expirationDateTime = new Date(expires).toISOString();
    const { email: _e, ...shown } = subscription;
    return send(res, 200, shown);
  }
  if (req.method === 'DELETE') return (subscriptions.delete(id), send(res, 204));
  return graphError(res, 405, 'InvalidRequest', 'Method not allowed.');
}

async function post(url, body, kind, subscriptionId) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(3_000),
    });
    deliveries.push({ kind, subscriptionId, status: response.status });
  } catch {
    deliveries.push({ kind, subscriptionId, status: 0 });
  }
}

function notify(account, event) {
  for (const s of subscriptions.values()) {
    if (s.email !== account.email) continue;
    if (Date.parse(s.expirationDateTime) <= Date.now()) {
      subscriptions.delete(s.id);
      continue;
    }
    const changeType = event.isCancelled ? 'deleted' : event.createdDateTime === event.lastModifiedDateTime ? 'created' : 'updated';
    if (!s.changeType.split(',').includes(changeType)) continue;
    const resource = `Users/${account.id}/Events/${event.id}`;
    count(account.email, 'notificationsSent');
    void post(
      s.notificationUrl,
      {
        value: [
          {
            subscriptionId: s.id,
            subscriptionExpirationDateTime: s.expirationDateTime,
            changeType,
            resource,
            resourceData: { '@odata.type': '#Microsoft.Graph.Event', '@odata.id': resource, '@odata.etag': event['@odata.etag'], id: event.id },
            clientState: s.clientState,
            tenantId: '9188040d-6c67-4c5b-b112-36a304b66dad',
          },
        ],
      },
      'change',
      s.id,
    );
  }
}

// ---------------------------------------------------------------- control (/__standin, not Microsoft's)

async function control(req, res, url) {
  const parts = url.pathname
    .replace(/^\/__standin\//, '')
    .split('/')
    .map(decodeURIComponent);
  const body = req.method === 'GET' ? {} : await readBody(req);
  const accountOf = (email) => store.accounts[String(email).toLowerCase()];
  // POST /__standin/accounts { email, name?, calendars?: [{ name }] }
  if (req.method === 'POST' && parts[0] === 'accounts' && parts.length === 1) {
    const account = createAccount(body);
    return send(res, 200, { id: account.id, email: account.email, calendars: Object.values(account.calendars) });
  }
  const account = parts[0] === 'accounts' ? accountOf(parts[1]) : null;
  if (parts[0] === 'accounts' && !account) return send(res, 404, { error: 'no such account' });
  // POST /__standin/accounts/:email/events { calendarId?, events: [Graph event bodies] }: the person adds events in Outlook
  if (req.method === 'POST' && parts[2] === 'events' && !parts[3]) {
    const calendarId = body.calendarId ?? defaultCalendar(account).id;
    return send(res, 200, { items: body.events.map((e) => publicEvent(putEvent(account, calendarId, e))) });
  }
  // GET /__standin/accounts/:email/events: every stored event (series masters unexpanded), cancelled ones included
  if (req.method === 'GET' && parts[2] === 'events')
    return send(res, 200, { items: Object.values(account.events).map((e) => ({ ...publicEvent(e), cancelledOccurrences: e.cancelledOccurrences })) });
  // PATCH / DELETE /__standin/accounts/:email/events/:id: the person edits or deletes in Outlook (a new etag)
  if (parts[2] === 'events' && parts[3] && account.events[parts[3]]) {
    const event = account.events[parts[3]];
    if (req.method === 'PATCH') return send(res, 200, publicEvent(putEvent(account, event.calendarId, body, event)));
    if (req.method === 'DELETE') return ((event.isCancelled = true), touch(account, event), send(res, 200, { ok: true }));
  }
  // POST /__standin/accounts/:email/grant { scope? }: a refresh token as if the person had consented (benchmarks seed many)
  if (req.method === 'POST' && parts[2] === 'grant') {
    const refresh = token('M.C5_BAY.', 64);
    store.refreshTokens[refresh] = { email: account.email, scope: body.scope ?? 'openid email profile offline_access User.Read Calendars.ReadWrite' };
    save();
    return send(res, 200, { refresh_token: refresh, id: account.id });
  }
  // POST /__standin/accounts/:email/invalidate-delta-tokens: later delta calls answer 410 syncStateNotFound
  if (req.method === 'POST' && parts[2] === 'invalidate-delta-tokens') return ((account.tokenEpoch += 1), save(), send(res, 200, { ok: true }));
  // POST /__standin/faults { email, status: 429|503, retryAfter?, count }: the account's next Graph requests fail so
  if (req.method === 'POST' && parts[0] === 'faults')
    return (
      faults.push({ email: body.email.toLowerCase(), status: body.status ?? 429, retryAfter: body.retryAfter, remaining: body.count ?? 1 }),
      send(res, 200, { ok: true })
    );
  if (req.method === 'DELETE' && parts[0] === 'faults') return ((faults = []), send(res, 200, { ok: true }));
  // GET /__standin/subscriptions?email=: open subscriptions (with clientState) and every delivery made
  if (req.method === 'GET' && parts[0] === 'subscriptions') {
    const email = url.searchParams.get('email')?.toLowerCase();
    return send(res, 200, { items: [...subscriptions.values()].filter((s) => !email || s.email === email), deliveries });
  }
  // POST /__standin/subscriptions/:id/lifecycle { lifecycleEvent }: Graph sends a lifecycle notification
  if (req.method === 'POST' && parts[0] === 'subscriptions' && parts[2] === 'lifecycle') {
    const s = subscriptions.get(parts[1]);
    if (!s) return send(res, 404, { error: 'no such subscription' });
    if (body.lifecycleEvent === 'subscriptionRemoved') subscriptions.delete(s.id);
    await post(
      s.lifecycleNotificationUrl ?? s.notificationUrl,
      {
        value: [
          {
            subscriptionId: s.id,
            subscriptionExpirationDateTime: s.expirationDateTime,
            tenantId: '9188040d-6c67-4c5b-b112-36a304b66dad',
            clientState: s.clientState,
            lifecycleEvent: body.lifecycleEvent,
          },
        ],
      },
      'lifecycle',
      s.id,
    );
    return send(res, 200, { ok: true, delivery: deliveries.at(-1) });
  }
  // GET /__standin/stats?email=: the account's counts; without an e-mail, summed over all accounts
  if (req.method === 'GET' && parts[0] === 'stats') {
    if (url.searchParams.has('email')) return send(res, 200, stats[url.searchParams.get('email').toLowerCase()] ?? {});
    const total = {};
    for (const counts of Object.values(stats)) for (const [what, n] of Object.entries(counts)) total[what] = (total[what] ?? 0) + n;
    return send(res, 200, total);
  }
  // GET /__standin/requests?email=: the account's Graph requests in order, with the fault each got if any
  if (req.method === 'GET' && parts[0] === 'requests')
    return send(res, 200, { items: requestLog.filter((r) => r.email === url.searchParams.get('email')?.toLowerCase()) });
  return send(res, 404, { error: 'unknown control endpoint' });
}

// ---------------------------------------------------------------- server

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', baseUrl || 'http://127.0.0.1');
  const route = async () => {
    const authority = /^\/[^/]+\/oauth2\/v2\.0\/(authorize|authorize\/approve|token)$/.exec(url.pathname);
    if (authority?.[1] === 'authorize' && req.method === 'GET') return authorize(res, Object.fromEntries(url.searchParams));
    if (authority?.[1] === 'authorize/approve' && req.method === 'POST') return approve(res, await readBody(req));
    if (authority?.[1] === 'token' && req.method === 'POST') return tokenEndpoint(req, res);
    const oidc = /^\/([^/]+)\/(v2\.0\/\.well-known\/openid-configuration|discovery\/v2\.0\/keys)$/.exec(url.pathname);
    if (oidc && req.method === 'GET') return oidc[2].startsWith('v2.0') ? openidConfiguration(res, oidc[1]) : jwks(res);
    if (url.pathname.startsWith('/v1.0/')) return graph(req, res, url);
    if (url.pathname.startsWith('/__standin/')) return control(req, res, url);
    if (url.pathname === '/')
      return send(res, 200, '<!doctype html><title>Microsoft stand-in</title><p>Local Microsoft identity platform and Graph stand-in for FLOW.</p>');
    return graphError(res, 404, 'NotFound', 'Not Found');
  };
  route().catch((error) => {
    console.error('standin error', error);
    if (!res.headersSent) graphError(res, 500, 'generalException', 'An unexpected error occurred.');
    else res.end();
  });
});

server.listen(port, '127.0.0.1', () => {
  baseUrl = `http://127.0.0.1:${server.address().port}`;
  console.log(`microsoft-standin listening on ${baseUrl}`);
});
const shutdown = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

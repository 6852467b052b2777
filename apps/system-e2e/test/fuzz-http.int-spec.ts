import net from 'node:net';
import querystring from 'node:querystring';
import zlib from 'node:zlib';
import { findControlCharacter, httpRoutes, type HttpRoute } from '@flow/contracts';
import { sharedGatewayUrl, TestHttpClient, uniqueEmail } from '@flow/testing';
import fc from 'fast-check';
import type { z } from 'zod';
import { signUp, type Actor } from './support/actors';
import { endDatabasePools, rowsMentioning, unpublishedOutboxRows } from './support/databases';
import { hostileBodies, hostileHeaderValue, hostileIds, hostileQueries, jsonSchemaOf, type QueryPairs } from './support/hostile-input';
import { operationUrl, type RouteRequest } from './support/openapi';
import { inPool } from './support/pool';
import { routeFixtures, type FixtureContext } from './support/route-fixtures';

// Property-based hostile input for every route of the contract, driven by its zod schemas: at least
// CASES malformed or boundary requests per route (bodies, query strings, path ids, headers). A request
// the contract refuses must get a 4xx with a clear message and change no row; anything else may succeed
// or fail, but never with a 5xx; and the stack must still answer afterwards.
// 40 per route in `npm test` (the fuzz specs were a quarter of the integration run's CPU at 80, and this
// file its longest); `npm run test:fuzz` runs 200 per route, and `FUZZ_CASES`/`FUZZ_SEED` choose others
// for a deeper search before a release.
const CASES = Number(process.env.FUZZ_CASES ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const api = new TestHttpClient(sharedGatewayUrl());
const ctx: FixtureContext = { api, newActor: (tag) => signUp(api, tag) };

/** Requests the contract accepts may still cost a password hash or send mail: only a few of those. */
const VALID_BUDGET: Record<string, number> = { signUp: 3, signIn: 3, updateUser: 3, recover: 3, deleteAccount: 3 };
/**
 * Hostile values in valid shapes, per route: a quarter of CASES (10 in `npm test`, 50 in `npm run
 * test:fuzz`). They do the route's real work (a parse, a replan), so at 25 they were 140 of the file's
 * 336 s (phase times below, load 37); the refused cases, which prove the contract's guard, stay at CASES.
 */
const DEFAULT_VALID_BUDGET = Math.ceil(CASES / 4);
/** Deliberate 5xx answers: Google sign-in on a server without a Google client answers 501 (no client configured). */
const ALLOWED_5XX: Record<string, number[]> = { googleStart: [501] };
/** Routes without input that only report on the process. */
const NOT_FUZZED = new Set(['health', 'healthLive', 'healthReady']);
/** Public routes need no fixture; these are their valid requests. */
const publicRequests: Record<string, () => RouteRequest | Promise<RouteRequest>> = {
  signUp: () => ({ body: { email: uniqueEmail('fuzz'), password: 'secret-pass-1' } }),
  signIn: () => ({ body: { email: uniqueEmail('fuzz'), password: 'secret-pass-1' } }),
  refresh: () => ({ body: { refresh_token: 'x'.repeat(43) } }),
  recover: () => ({ body: { email: uniqueEmail('fuzz') } }),
  verifyRecovery: () => ({ body: { token: 'y'.repeat(43) } }),
  confirmEmail: () => ({ body: { token: 'z'.repeat(43) } }),
  googleStart: () => ({}),
  googleCallback: () => ({ query: { code: 'c', state: 's' } }),
  microsoftStart: () => ({}),
  microsoftCallback: () => ({ query: { code: 'c', state: 's' } }),
  // Google's push: no body, the channel in X-Goog-* headers (a channel calendar-sync never opened).
  calendarGoogleNotifications: () => ({
    headers: {
      'x-goog-channel-id': 'fuzz-channel',
      'x-goog-channel-token': 'fuzz-token',
      'x-goog-resource-id': 'fuzz-resource',
      'x-goog-resource-state': 'exists',
      'x-goog-message-number': '1',
    },
  }),
  // Graph's change notification for a subscription calendar-sync never made (403).
  calendarOutlookNotifications: () => ({ body: { value: [{ subscriptionId: 'fuzz-subscription', clientState: 'fuzz-client-state', changeType: 'created' }] } }),
  // A snooze names a notification and the device that showed it (one FLOW never subscribed: 404).
  snoozeNotification: () => ({
    body: { id: '2f1d3c4b-5a69-4877-8899-aabbccddeeff', endpoint: 'http://127.0.0.1:9/push/fuzz', auth: 'fuzz-auth-secret-000000' },
  }),
  calendarFeedIcs: async () => {
    const person = await signUp(api, 'fuzz-feed');
    const feed = await api.post('/api/calendar/feed', {}, person.token);
    return { params: { file: new URL(feed.body.url).pathname.split('/').pop()! } };
  },
};

interface FuzzCase {
  params: Record<string, string>;
  query: QueryPairs;
  body: unknown;
  headers: Record<string, string>;
  /** Whether the contract accepts it; undefined where only the service can tell (path ids). */
  valid: boolean | undefined;
}

const routes = Object.entries(httpRoutes as Record<string, HttpRoute>).filter(([name]) => !NOT_FUZZED.has(name));

/** Whether requests of the route carry a body: not GET, and a DELETE only when the contract declares one. */
const bodyOf = (route: HttpRoute) => route.method !== 'GET' && (route.method !== 'DELETE' || route.body !== undefined);

function casesFor(route: HttpRoute, base: RouteRequest): FuzzCase[] {
  const params = base.params ?? {};
  const baseQuery = Object.entries(base.query ?? {});
  const carriesBody = bodyOf(route);
  const channels: fc.Arbitrary<Partial<FuzzCase>>[] = [
    hostileQueries(route.query ? jsonSchemaOf(route.query) : undefined, base.query).map((query) => ({ query })),
  ];
  if (route.body && carriesBody)
    channels.push(
      hostileBodies(jsonSchemaOf(route.body), base.body as Record<string, unknown>).map((body) => ({ body })),
      hostileBodies(jsonSchemaOf(route.body), base.body as Record<string, unknown>).map((body) => ({ body })),
    );
  const paramNames = Object.keys(params);
  if (paramNames.length) channels.push(fc.tuple(fc.constantFrom(...paramNames), hostileIds).map(([name, id]) => ({ params: { ...params, [name]: id } })));
  const arbitrary = fc.tuple(fc.oneof(...channels), fc.option(hostileHeaderValue, { freq: 4 })).map(([change, zone]) => {
    const fuzzCase: FuzzCase = { params, query: baseQuery, body: base.body, headers: {}, valid: undefined, ...change };
    if (zone !== null) fuzzCase.headers['x-time-zone'] = zone;
    return fuzzCase;
  });
  return fc.sample(arbitrary, { numRuns: CASES * 3, seed: SEED }).map((c) => ({ ...c, valid: classify(route, c, carriesBody, params) }));
}

/** What the contract says of a case: the gateway validates exactly these schemas; a changed path id only the service can judge. */
function classify(route: HttpRoute, c: FuzzCase, carriesBody: boolean, baseParams: Record<string, string>): boolean | undefined {
  // The gateway refuses control characters anywhere (NUL, escapes) before the schema is asked.
  const accepts = (schema: z.ZodType | undefined, value: unknown) => !schema || (!findControlCharacter(value ?? {}) && schema.safeParse(value ?? {}).success);
  const queryOk = accepts(route.query, { ...querystring.parse(new URLSearchParams(c.query).toString()) });
  const bodyOk = !carriesBody || accepts(route.body, c.body);
  if (!queryOk || !bodyOk) return false;
  return Object.entries(c.params).every(([k, v]) => baseParams[k] === v) ? true : undefined;
}

async function sendCase(route: HttpRoute, c: FuzzCase, token: string | undefined) {
  const path = operationUrl(route, { params: c.params }).split('?')[0]!;
  const query = new URLSearchParams(c.query).toString();
  const carriesBody = bodyOf(route);
  return api.request(route.method, query ? `${path}?${query}` : path, {
    token,
    headers: c.headers,
    ...(carriesBody ? { rawBody: JSON.stringify(c.body ?? {}) ?? 'null' } : {}),
  });
}

function verdict(name: string, c: FuzzCase, res: { status: number; body: any }): string | null {
  if (res.status >= 500 && !ALLOWED_5XX[name]?.includes(res.status)) return `${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`;
  if (c.valid === false) {
    if (res.status < 400) return `accepted a request the contract refuses (${res.status})`;
    // Node itself answers over-long URLs and headers, without a JSON body.
    const fromNode = res.status === 414 || res.status === 431;
    if (!fromNode && !(typeof res.body?.error?.message === 'string' && res.body.error.message.length > 0 && typeof res.body.error.code === 'string')) {
      return `a ${res.status} without a clear message: ${JSON.stringify(res.body)?.slice(0, 200)}`;
    }
  }
  return null;
}

/** Milliseconds of each phase of a route's check, in the summary: where the file's time goes. */
function phaseTimes() {
  let last = Date.now();
  const ms: Record<string, number> = {};
  return { ms, mark: (phase: string) => ((ms[phase] = Date.now() - last), (last = Date.now())) };
}

const summary: Record<string, { refused: number; other: number; ms: Record<string, number> }> = {};
afterAll(() => {
  const total = Object.values(summary).reduce((n, s) => n + s.refused + s.other, 0);
  const phases: Record<string, number> = {};
  for (const { ms } of Object.values(summary)) for (const [phase, n] of Object.entries(ms)) phases[phase] = (phases[phase] ?? 0) + n;
  console.log(`fuzz (seed ${SEED}): ${total} requests over ${Object.keys(summary).length} routes; ms by phase ${JSON.stringify(phases)}`, summary);
  return endDatabasePools();
});

/**
 * The owner's rows once the set-up's own writes have settled: its outbox rows are marked published by
 * the relay a moment after the set-up's answer (waited for by name), the events' consumers write a
 * moment after that, and a task or habit is planned a moment after it is saved (replanning waits
 * REPLAN_DEBOUNCE_MS for more changes) — none of them a change made by a refused request. Settled is:
 * everything published, and the rows unchanged for half a second (owners with something to plan: a
 * second, and the plan made). Routes run side by side, so a quiet spell is one of a busy machine.
 */
async function settledRowsMentioning(needles: string[]): Promise<Record<string, unknown[]>> {
  let last = await rowsMentioning(needles);
  const plans = (rows: Record<string, unknown[]>) => Boolean(rows['scheduling.tasks'] ?? rows['scheduling.habits']);
  const planned = (rows: Record<string, unknown[]>) => !plans(rows) || (rows['scheduling.plans'] ?? []).some((r) => !String(r).includes('1970-01-01'));
  let quiet = 0;
  for (let i = 0; i < 80; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const next = await rowsMentioning(needles);
    quiet = JSON.stringify(next) === JSON.stringify(last) ? quiet + 1 : 0;
    last = next;
    if (planned(next) && quiet >= (plans(next) ? 4 : 2) && (await unpublishedOutboxRows(needles)) === 0) return next;
  }
  return last;
}

// The routes side by side, jest's maxConcurrency (jest.config.js: 3) at a time: each owner is a person
// of its own, so one route's requests cannot change another's rows, and a route's waits (its owner's
// sign-up mail, the settling of its set-up's writes) overlap the others' work instead of adding up.
// Sharing the machine, a route's bound is a multiple of its time alone.
jest.setTimeout(120_000);
describe('every route', () => {
  it.concurrent.each(routes)(`%s answers ${CASES}+ hostile requests with 4xx and a message, never 5xx, and changes no row`, async (name, route) => {
    const fixture = routeFixtures[name];
    const clock = phaseTimes();
    const owner: Actor | undefined = route.public ? undefined : await signUp(api, `fuzz-${name}`);
    const base = route.public ? await publicRequests[name]?.() : await fixture?.request(owner!, ctx);
    if (!base) throw new Error(`no valid request for ${name}: add a fixture (route-fixtures.ts) or a public request here`);

    const cases = casesFor(route, base);
    // Refused by the contract first (they must change nothing), then those it lets through (hostile
    // values in valid shapes, ignored extras on routes without input), as many as the budget allows.
    const refused = cases.filter((c) => c.valid !== true).slice(0, CASES);
    const accepted = cases.filter((c) => c.valid === true).slice(0, VALID_BUDGET[name] ?? Math.max(DEFAULT_VALID_BUDGET, CASES - refused.length));
    expect(refused.length + accepted.length).toBeGreaterThanOrEqual(CASES);

    const needles = owner ? [owner.userId, owner.email] : [];
    clock.mark('setup');
    const before = owner ? await settledRowsMentioning(needles) : {};
    clock.mark('settle');
    const failures: string[] = [];
    const check = (c: FuzzCase) =>
      sendCase(route, c, owner?.token).then((res) => {
        const problem = verdict(name, c, res);
        if (problem) failures.push(`${problem}\n    case: ${JSON.stringify(c).slice(0, 400)}`);
      });
    await inPool(refused, 4, check);
    clock.mark('refused');
    if (owner) expect(await rowsMentioning(needles)).toEqual(before);
    clock.mark('compare');
    await inPool(accepted, 2, check);
    clock.mark('accepted');
    summary[name] = { refused: refused.length, other: accepted.length, ms: clock.ms };
    expect(failures.slice(0, 5)).toEqual([]);

    // Still standing: the stack answers, and the owner's ordinary request still works.
    expect((await api.get('/api/health')).status).toBe(200);
    if (owner && fixture && !fixture.fresh && !fixture.singleUse) {
      const again = await sendCase(
        route,
        { params: base.params ?? {}, query: Object.entries(base.query ?? {}), body: base.body, headers: {}, valid: true },
        owner.token,
      );
      // 429: the analysis limit counted the accepted cases; the service answered all the same.
      const fine = again.status < 400 || again.status === 429 || fixture.ownerStatuses?.includes(again.status);
      expect({ status: again.status, fine }).toEqual({ status: again.status, fine: true });
    }
  });
});

/**
 * The HTTP layer under the routes: request codings and paths, sent as raw bytes (a client library
 * would refuse to send most of them). Whatever arrives, the gateway answers 4xx, never 5xx.
 */
describe('the HTTP layer', () => {
  const gatewayUrl = new URL(sharedGatewayUrl());

  /** One request as it is written, on a connection of its own; resolves with the status and body. */
  function raw(head: string, body: Buffer = Buffer.alloc(0)): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(gatewayUrl.port), gatewayUrl.hostname);
      const chunks: Buffer[] = [];
      socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(head.slice(0, 120))}`)));
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('latin1');
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
        resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
      });
      // Written without a half-close: the server ends the connection after its answer (Connection: close).
      socket.write(Buffer.concat([Buffer.from(`${head}\r\nHost: ${gatewayUrl.host}\r\nConnection: close\r\n\r\n`, 'latin1'), body]));
    });
  }

  const json = Buffer.from(JSON.stringify({ email: 'a@b.co', password: 'secret-pass-1' }));
  const codings = fc.oneof(
    fc.constantFrom(
      'gzip',
      'deflate',
      'br',
      'identity',
      'GZIP',
      'x-gzip',
      'gzip, gzip',
      'gzip,identity',
      'compress',
      'zstd',
      'aes128gcm',
      '*',
      '',
      ' ',
      'gzip;q=1',
      'chunked',
    ),
    fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 30 }).filter((s) => !/[\r\n]/.test(s)),
  );
  const bodies = fc.oneof(
    fc.constant(json),
    fc.constant(zlib.gzipSync(json)),
    fc.constant(zlib.gzipSync(json).subarray(0, 12)),
    fc.constant(zlib.deflateSync(json)),
    fc.constant(zlib.brotliCompressSync(json)),
    fc.uint8Array({ minLength: 1, maxLength: 200 }).map((b) => Buffer.from(b)),
  );

  it(`answers ${CASES} malformed or unusual Content-Encodings with a 4xx and a message, never a 5xx`, async () => {
    const person = await signUp(api, 'fuzz-coding');
    const cases = fc.sample(fc.tuple(codings, bodies, fc.boolean()), { numRuns: CASES, seed: SEED });
    const failures: string[] = [];
    await inPool(cases, 4, async ([coding, body, privateRoute]) => {
      const target = privateRoute ? `PATCH /api/profile HTTP/1.1\r\nAuthorization: Bearer ${person.token}` : 'POST /api/auth/signin HTTP/1.1';
      const res = await raw(`${target}\r\nContent-Type: application/json\r\nContent-Encoding: ${coding}\r\nContent-Length: ${body.length}`, body);
      if (res.status >= 500 || res.status === 0) failures.push(`${JSON.stringify(coding)} → ${res.status} ${res.body.slice(0, 200)}`);
      else if (res.status >= 400 && !/"message":"[^"]+"/.test(res.body))
        failures.push(`${JSON.stringify(coding)} → ${res.status} without a message: ${res.body.slice(0, 200)}`);
    });
    expect(failures.slice(0, 5)).toEqual([]);
    expect((await api.get('/api/profile', person.token)).status).toBe(200);
  }, 120_000);

  const oddPaths = [
    '/assets/%',
    '/assets/%zz',
    '/%',
    '/..%2f',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/assets/..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/%00.js',
    '/a%00b',
    '/assets/%c0%ae%c0%ae/x',
    '/assets/\u0000',
    `/${'a'.repeat(3000)}`,
    `/assets/${'b'.repeat(4000)}.js`,
    `/api/events/${'c'.repeat(2000)}`,
    '/%ff%fe',
    '/assets/..\\..\\index.html',
  ];

  it.each(oddPaths.map((p) => [p.length > 60 ? `${p.slice(0, 40)}… (${p.length} characters)` : JSON.stringify(p), p]))(
    'answers the odd path %s with a 4xx',
    async (_label, odd) => {
      const res = await raw(`GET ${odd} HTTP/1.1`);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body).not.toContain('root:');
    },
  );

  it(`answers ${CASES} generated paths with anything but a 5xx`, async () => {
    const segment = fc.oneof(
      fc.constantFrom('..', '.', '%2e%2e', '%2f', '%5c', '%00', '%', '%%', '%c0%af', 'assets', 'api', 'index.html', 'sw.js', '~', ';', '%20'),
      fc.string({ unit: 'binary-ascii', maxLength: 12 }).map(encodeURI),
    );
    const paths = fc.sample(
      fc.array(segment, { minLength: 1, maxLength: 6 }).map((s) => `/${s.join('/')}`.replace(/[\s#?]/g, '')),
      { numRuns: CASES, seed: SEED },
    );
    const failures: string[] = [];
    await inPool(paths, 4, async (p) => {
      const res = await raw(`GET ${p} HTTP/1.1`);
      if (res.status >= 500 || res.status === 0) failures.push(`${JSON.stringify(p)} → ${res.status} ${res.body.slice(0, 160)}`);
    });
    expect(failures.slice(0, 5)).toEqual([]);
    expect((await api.get('/api/health')).status).toBe(200);
  }, 120_000);
});

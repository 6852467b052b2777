import querystring from 'node:querystring';
import { httpRoutes, type HttpRoute } from '@flow/contracts';
import { sharedGatewayUrl, TestHttpClient, uniqueEmail } from '@flow/testing';
import fc from 'fast-check';
import type { z } from 'zod';
import { signUp, type Actor } from './support/actors';
import { rowsMentioning } from './support/databases';
import { hostileBodies, hostileHeaderValue, hostileIds, hostileQueries, jsonSchemaOf, type QueryPairs } from './support/hostile-input';
import { operationUrl, type RouteRequest } from './support/openapi';
import { inPool } from './support/pool';
import { routeFixtures, type FixtureContext } from './support/route-fixtures';

// Property-based hostile input for every route of the contract, driven by its zod schemas: at least
// CASES malformed or boundary requests per route (bodies, query strings, path ids, headers). A request
// the contract refuses must get a 4xx with a clear message and change no row; anything else may succeed
// or fail, but never with a 5xx; and the stack must still answer afterwards.
const CASES = Number(process.env.FUZZ_CASES ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const api = new TestHttpClient(sharedGatewayUrl());
const ctx: FixtureContext = { api, newActor: (tag) => signUp(api, tag) };

/** Requests the contract accepts may still cost a password hash or send mail: only a few of those. */
const VALID_BUDGET: Record<string, number> = { signUp: 3, signIn: 3, updateUser: 3, recover: 3, deleteAccount: 3 };
const DEFAULT_VALID_BUDGET = 25;
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
  googleStart: () => ({}),
  googleCallback: () => ({ query: { code: 'c', state: 's' } }),
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

function casesFor(route: HttpRoute, base: RouteRequest): FuzzCase[] {
  const params = base.params ?? {};
  const baseQuery = Object.entries(base.query ?? {});
  const carriesBody = route.method !== 'GET' && route.method !== 'DELETE';
  const channels: fc.Arbitrary<Partial<FuzzCase>>[] = [hostileQueries(route.query ? jsonSchemaOf(route.query) : undefined, base.query).map((query) => ({ query }))];
  if (route.body && carriesBody) channels.push(hostileBodies(jsonSchemaOf(route.body), base.body as Record<string, unknown>).map((body) => ({ body })), hostileBodies(jsonSchemaOf(route.body), base.body as Record<string, unknown>).map((body) => ({ body })));
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
  const accepts = (schema: z.ZodType | undefined, value: unknown) => !schema || schema.safeParse(value ?? {}).success;
  const queryOk = accepts(route.query, { ...querystring.parse(new URLSearchParams(c.query).toString()) });
  const bodyOk = !carriesBody || accepts(route.body, c.body);
  if (!queryOk || !bodyOk) return false;
  return Object.entries(c.params).every(([k, v]) => baseParams[k] === v) ? true : undefined;
}

async function sendCase(route: HttpRoute, c: FuzzCase, token: string | undefined) {
  const path = operationUrl(route, { params: c.params }).split('?')[0]!;
  const query = new URLSearchParams(c.query).toString();
  const carriesBody = route.method !== 'GET' && route.method !== 'DELETE';
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

const summary: Record<string, { refused: number; other: number }> = {};
afterAll(() => {
  const total = Object.values(summary).reduce((n, s) => n + s.refused + s.other, 0);
  console.log(`fuzz (seed ${SEED}): ${total} requests over ${Object.keys(summary).length} routes`, summary);
});

describe.each(routes)('%s', (name, route) => {
  it(`answers ${CASES}+ hostile requests with 4xx and a message, never 5xx, and changes no row`, async () => {
    const fixture = routeFixtures[name];
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
    const before = owner ? await rowsMentioning(needles) : {};
    const failures: string[] = [];
    const check = (c: FuzzCase) => sendCase(route, c, owner?.token).then((res) => {
      const problem = verdict(name, c, res);
      if (problem) failures.push(`${problem}\n    case: ${JSON.stringify(c).slice(0, 400)}`);
    });
    await inPool(refused, 4, check);
    if (owner) expect(await rowsMentioning(needles)).toEqual(before);
    await inPool(accepted, 2, check);
    summary[name] = { refused: refused.length, other: accepted.length };
    expect(failures.slice(0, 5)).toEqual([]);

    // Still standing: the stack answers, and the owner's ordinary request still works.
    expect((await api.get('/api/health')).status).toBe(200);
    if (owner && fixture && !fixture.fresh && !fixture.singleUse) {
      const again = await sendCase(route, { params: base.params ?? {}, query: Object.entries(base.query ?? {}), body: base.body, headers: {}, valid: true }, owner.token);
      // 429: the analysis limit counted the accepted cases; the service answered all the same.
      const fine = again.status < 400 || again.status === 429 || fixture.ownerStatuses?.includes(again.status);
      expect({ status: again.status, fine }).toEqual({ status: again.status, fine: true });
    }
  });
});

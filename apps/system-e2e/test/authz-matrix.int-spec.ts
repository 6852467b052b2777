import { CommonMessages, httpRoutes, type HttpRoute } from '@flow/contracts';
import { sharedGatewayUrl, TestHttpClient } from '@flow/testing';
import { signUp, type Actor } from './support/actors';
import { forgedTokens } from './support/forged-tokens';
import { RawNats } from './support/nats';
import { apiOperations, send, type ApiOperation } from './support/openapi';
import { routeFixtures, type FixtureContext } from './support/route-fixtures';

// The authorization matrix: every private route of the contract (and so of the OpenAPI document), with
// every kind of bad credential, and with another person's ids. A route added later is covered without
// touching this file; it only needs its entry in route-fixtures.ts.
const api = new TestHttpClient(sharedGatewayUrl());
const routes = Object.entries(httpRoutes as Record<string, HttpRoute>).map(([name, r]) => ({
  name,
  method: r.method,
  path: r.path,
  isPublic: r.public === true,
  pathParams: [...r.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!),
})) satisfies ApiOperation[];
const privateRoutes = routes.filter((r) => !r.isPublic);
const ctx: FixtureContext = { api, newActor: (tag) => signUp(api, tag) };

let owner: Actor;
let intruder: Actor;
const badTokens: Record<string, string | undefined> = {};

beforeAll(async () => {
  [owner, intruder] = await Promise.all([signUp(api, 'owner'), signUp(api, 'intruder')]);
  const [signedOut, deleted] = await Promise.all([signUp(api, 'signed-out'), signUp(api, 'deleted')]);
  expect((await api.post('/api/auth/signout', { scope: 'local' }, signedOut.token)).status).toBe(200);
  expect((await api.post('/api/account/delete', { password: deleted.password }, deleted.token)).status).toBe(200);
  const nats = await RawNats.connect();
  const jwks = (await nats.request('flow.identity.jwks', {})).response as { keys: Record<string, string>[] };
  await nats.close();
  Object.assign(badTokens, {
    'no token': undefined,
    'a malformed token': 'not-a-jwt',
    'the token of a signed-out session': signedOut.token,
    'the token of a deleted account': deleted.token,
    ...(await forgedTokens(owner.token, jwks.keys[0]!)),
  });
}, 60_000);

function anyRequest(route: ApiOperation) {
  return { params: Object.fromEntries(route.pathParams.map((p) => [p, '2f1d3c4b-5a69-4877-8899-aabbccddeeff'])), body: {} };
}

it('serves the same routes as the contract, with the same public choice, in its OpenAPI document', async () => {
  const documented = await apiOperations(api);
  const key = (r: ApiOperation) => `${r.method} ${r.path} ${r.isPublic ? 'public' : 'private'} ${r.name}`;
  expect(documented.map(key).sort()).toEqual(routes.map(key).sort());
});

it('has a fixture for every private route', () => {
  const missing = privateRoutes.filter((r) => !routeFixtures[r.name]).map((r) => `${r.name} (${r.method} ${r.path})`);
  expect(missing).toEqual([]);
});

describe.each(privateRoutes)('$name: $method $path', (route) => {
  it('answers 401 to a missing, malformed or forged token, and to one of a signed-out session or deleted account', async () => {
    // Side by side: no answer depends on another.
    const answers = await Promise.all(
      Object.entries(badTokens).map(async ([kind, token]) => ({ kind, res: await send(api, route, anyRequest(route), token) })),
    );
    for (const { kind, res } of answers) {
      expect({ kind, status: res.status, body: res.body }).toEqual({
        kind,
        status: 401,
        body: { error: { code: 'UNAUTHORIZED', message: CommonMessages.unauthorized } },
      });
    }
  });

  it("gives the owner their answer and never shows anyone else the owner's data", async () => {
    const fixture = routeFixtures[route.name];
    if (!fixture) throw new Error(`no fixture for ${route.name}: add one to apps/system-e2e/test/support/route-fixtures.ts`);
    // A request that spends its sender (sign-out, password change, deletion) gets fresh people on both sides.
    const [who, other] = fixture.fresh ? await Promise.all([signUp(api, 'fresh-owner'), signUp(api, 'fresh-intruder')]) : [owner, intruder];
    const request = await fixture.request(who, ctx);

    const intruded = await send(api, route, request, other.token);
    if (fixture.owned) expect({ status: intruded.status, code: intruded.body?.error?.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(intruded.status).toBeLessThan(500);
    if (!fixture.showsOthers) {
      const seen = JSON.stringify(intruded.body ?? '');
      expect(seen).not.toContain(who.userId);
      expect(seen).not.toContain(who.email);
    }

    // After the intruder's attempt the owner's request still works: nothing of theirs was taken or spent.
    const own = await send(api, route, request, who.token);
    const fine = fixture.ownerStatuses ? fixture.ownerStatuses.includes(own.status) || own.status < 300 : own.status < 300;
    expect({ status: own.status, body: fine ? 'ok' : own.body }).toEqual({ status: expect.any(Number), body: 'ok' });
  });
});

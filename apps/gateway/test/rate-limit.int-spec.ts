import { CommonMessages, IdentityMessages } from '@flow/contracts';
import { sharedGatewayUrl, startGateway, TestHttpClient, testInfra, uniqueEmail, type GatewayProcess } from '@flow/testing';

// A gateway of its own with low limits, beside the shared identity service. Its counters live in
// another Redis database so the shared gateway's traffic from 127.0.0.1 does not count here.
let gateway: GatewayProcess;
let api: TestHttpClient;

beforeAll(async () => {
  // TRUST_PROXY: the tests speak for several clients with X-Forwarded-For.
  gateway = await startGateway({
    AUTH_RATE_LIMIT_PER_MINUTE: '5',
    AUTH_FAILED_SIGNIN_LIMIT: '3',
    EVENT_WRITES_PER_MINUTE: '3',
    TEST_PUSHES_PER_HOUR: '2',
    TRUST_PROXY: 'true',
    REDIS_URL: `${testInfra().REDIS_URL}/5`,
  });
  api = new TestHttpClient(gateway.url);
}, 30_000);
afterAll(() => gateway?.stop());

it('answers 429 with Retry-After once an e-mail has 3 failed sign-ins', async () => {
  const email = uniqueEmail('limited');
  expect((await api.post('/api/auth/signup', { email, password: 'secret1' })).status).toBe(201);
  for (let i = 0; i < 3; i++) expect((await api.post('/api/auth/signin', { email, password: 'wrong-one' })).status).toBe(400);
  const blocked = await api.post('/api/auth/signin', { email, password: 'secret1' });
  expect(blocked.status).toBe(429);
  expect(blocked.body.error.message).toBe(IdentityMessages.tooManyFailedSignIns);
  expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
});

it('locks out the client that failed, not the owner signing in from elsewhere (lockout per e-mail and client)', async () => {
  const email = uniqueEmail('owner');
  const owner = { 'x-forwarded-for': '198.51.100.7' };
  const stranger = { 'x-forwarded-for': '203.0.113.9' };
  expect((await api.request('POST', '/api/auth/signup', { body: { email, password: 'secret1' }, headers: owner })).status).toBe(201);
  for (let i = 0; i < 3; i++)
    expect((await api.request('POST', '/api/auth/signin', { body: { email, password: 'wrong-one' }, headers: stranger })).status).toBe(400);
  expect((await api.request('POST', '/api/auth/signin', { body: { email, password: 'secret1' }, headers: stranger })).status).toBe(429);
  expect((await api.request('POST', '/api/auth/signin', { body: { email, password: 'secret1' }, headers: owner })).status).toBe(200);
});

it('limits one client IP across sign-up, sign-in and recover', async () => {
  // The previous test used 5 requests in this minute window at most; keep going until the limit bites.
  let last = 0;
  for (let i = 0; i < 6 && last !== 429; i++) {
    last = (await api.post('/api/auth/recover', { email: uniqueEmail('ip') })).status;
  }
  expect(last).toBe(429);
  const res = await api.post('/api/auth/signup', { email: uniqueEmail('ip'), password: 'secret1' });
  expect(res.status).toBe(429);
  expect(res.body.error.message).toBe(IdentityMessages.tooManyRequests);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
});

describe('per person', () => {
  // Signed up on the shared gateway (this one limits sign-ups per client); its token is good here too.
  const person = async () =>
    (await new TestHttpClient(sharedGatewayUrl()).post('/api/auth/signup', { email: uniqueEmail('per-person'), password: 'secret1' })).body
      .access_token as string;
  const event = { title: 'Standup', startTime: '2026-12-01T09:00:00Z', endTime: '2026-12-01T09:15:00Z', timeZone: 'UTC' };

  it('limits event writes (creates, changes, deletes) per person: 429 with Retry-After past it, others unaffected', async () => {
    const [ann, bob] = [await person(), await person()];
    const created = await api.post('/api/events', event, ann);
    expect(created.status).toBe(201);
    expect((await api.patch(`/api/events/${created.body.event.id}`, { title: 'Stand-up' }, ann)).status).toBe(200);
    expect((await api.post('/api/events', event, ann)).status).toBe(201);
    const refused = await api.post('/api/events', event, ann);
    expect([refused.status, refused.body.error.message]).toEqual([429, CommonMessages.rateLimited]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api.request('DELETE', `/api/events/${created.body.event.id}`, { token: ann })).status).toBe(429);
    expect((await api.post('/api/events', event, bob)).status).toBe(201);
  });

  it('limits test pushes per person', async () => {
    const token = await person();
    for (let i = 0; i < 2; i++) expect((await api.post('/api/notifications/test', undefined, token)).status).toBe(202);
    const refused = await api.post('/api/notifications/test', undefined, token);
    expect([refused.status, refused.body.error.message]).toEqual([429, CommonMessages.testPushLimited]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
  });
});

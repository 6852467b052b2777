import { randomUUID } from 'node:crypto';
import {
  confirmEmail,
  expectEventually,
  mailedTokens,
  mailsTo,
  sharedGatewayUrl,
  sharedGoogleStandin,
  startPushStandin,
  type PushStandin,
  TestHttpClient,
  testInfra,
  uniqueEmail,
} from '@flow/testing';
import { Client } from 'pg';

// Hardening (issue 34, finding 2): someone signs up with another person's address, never confirms it,
// and sets up what reaches outside FLOW: the calendar feed, a push device, a connected calendar, Co-Flow
// connections and invitations. When the owner takes the address back with a recovery link, all of it
// is revoked (identity's address-reclaimed event, consumed by each service), the squatter's sessions and
// password end, and the owner is told by mail what was removed. Nobody else's things are touched.
const api = new TestHttpClient(sharedGatewayUrl());
const google = sharedGoogleStandin();
const REDIRECT_URI = 'http://localhost:8080/auth/google/callback';
let push: PushStandin;
let coflow: Client;

beforeAll(async () => {
  push = await startPushStandin();
  coflow = new Client({ connectionString: testInfra().databaseUrls['co-flow'] });
  await coflow.connect();
});
afterAll(async () => {
  await coflow.end();
  await push.stop();
});

async function signUp(email = uniqueEmail('reclaim')) {
  const res = await api.post('/api/auth/signup', { email, password: 'squatter-pass', fullName: 'Sam Squatter' });
  expect(res.status).toBe(201);
  return { id: res.body.user.id as string, token: res.body.access_token as string, email };
}

/** What the squatter (or anyone) can set up that reaches outside: feed, push device, Google Calendar. */
async function setUpOutside(user: { token: string }) {
  const feed = await api.post('/api/calendar/feed', {}, user.token);
  expect(feed.status).toBe(201);
  const device = push.newDevice();
  expect((await api.post('/api/notifications/subscriptions', device.subscription, user.token)).status).toBe(201);
  const googleEmail = uniqueEmail('g');
  await google.control('POST', '/accounts', { email: googleEmail });
  const authUrl = new URL((await api.post('/api/calendar/auth-url', { redirectUri: REDIRECT_URI }, user.token)).body.authUrl);
  const form = new URLSearchParams({ ...Object.fromEntries(authUrl.searchParams), email: googleEmail, decision: 'allow' });
  const approved = await fetch(new URL('/o/oauth2/v2/auth/approve', authUrl), { method: 'POST', body: form, redirect: 'manual' });
  const callback = new URL(approved.headers.get('location')!);
  const connected = await api.post(
    '/api/calendar/oauth',
    { code: callback.searchParams.get('code'), state: callback.searchParams.get('state'), redirectUri: REDIRECT_URI },
    user.token,
  );
  expect(connected.status).toBe(200);
  return { feedUrl: feed.body.url as string, device };
}

/**
 * A Co-Flow connection and a waiting invitation of the account's. An unconfirmed account can no longer
 * invite or accept (finding 5), but accounts made before that rule may hold them: written as co-flow
 * writes them.
 */
async function coFlowTies(userId: string, friendId: string) {
  const connectionId = randomUUID();
  await coflow.query(`insert into co_flow_connections (id, user_id_1, user_id_2, created_at) values ($1, $2, $3, now())`, [connectionId, userId, friendId]);
  await coflow.query(`insert into co_flow_invites (id, sender_id, recipient_email, status, created_at) values ($1, $2, $3, 'pending', now())`, [
    randomUUID(),
    userId,
    uniqueEmail('invited'),
  ]);
  return connectionId;
}

const feedServes = async (url: string) => (await fetch(url)).status;
const outside = async (token: string) => ({
  devices: (await api.get('/api/notifications/settings', token)).body.subscriptions,
  calendars: (await api.get('/api/calendar/connection', token)).body.connections.length,
  feed: (await api.get('/api/calendar/feed', token)).body.feed,
  connections: (await api.get('/api/coflow/connections', token)).body.connections.length,
  invitesSent: (await api.get('/api/coflow/invites', token)).body.sent.filter((i: { status: string }) => i.status === 'pending').length,
});

it('a recovery link on an unconfirmed account revokes the feed, pushes, calendars and Co-Flow ties, and tells the owner', async () => {
  const squatter = await signUp();
  const friend = await signUp();
  const bystander = await signUp();
  const { feedUrl, device } = await setUpOutside(squatter);
  const bystanderSetup = await setUpOutside(bystander);
  await coFlowTies(squatter.id, friend.id);
  const bystanderTie = await coFlowTies(bystander.id, friend.id);
  expect(await feedServes(feedUrl)).toBe(200);
  expect(await outside(squatter.token)).toMatchObject({ devices: 1, calendars: 1, connections: 1, invitesSent: 1 });

  // The owner of the address asks for a recovery link and opens it.
  expect((await api.post('/api/auth/recover', { email: squatter.email })).status).toBe(200);
  const [token] = (await mailedTokens(squatter.email, 'recovery')).slice(-1);
  const owner = await api.post('/api/auth/verify-recovery', { token });
  expect(owner.status).toBe(200);
  expect(owner.body.user.email_confirmed_at).not.toBeNull();

  // The squatter is out at once: sessions and password.
  expect((await api.get('/api/auth/user', squatter.token)).status).toBe(401);
  expect((await api.post('/api/auth/signin', { email: squatter.email, password: 'squatter-pass' })).status).toBe(400);
  // Everything that reached outside is gone, service by service.
  await expectEventually(
    async () => {
      expect(await feedServes(feedUrl)).toBe(404);
      expect(await outside(owner.body.access_token)).toEqual({ devices: 0, calendars: 0, feed: null, connections: 0, invitesSent: 0 });
      expect((await api.get('/api/coflow/connections', friend.token)).body.connections.map((c: { id: string }) => c.id)).toEqual([bystanderTie]);
    },
    { timeoutMs: 20_000, intervalMs: 250 },
  );
  expect(device.received).toEqual([]);

  // The owner is told what was removed.
  const told = await expectEventually(() => {
    const mail = mailsTo(squatter.email).find((m) => m.includes('Subject: Your FLOW account is yours again'));
    expect(mail).toBeDefined();
    return mail!.replace(/\r?\n/g, ' ');
  });
  for (const what of ['calendar feed', 'notifications', 'Co-Flow', 'connected calendars']) expect(told).toContain(what);

  // Someone else's things were not touched.
  expect(await feedServes(bystanderSetup.feedUrl)).toBe(200);
  expect(await outside(bystander.token)).toMatchObject({ devices: 1, calendars: 1, connections: 1, invitesSent: 1 });

  // The owner sets a new password and keeps the account.
  expect((await api.put('/api/auth/user', { password: 'owner-pass-1' }, owner.body.access_token)).status).toBe(200);
  expect((await api.post('/api/auth/signin', { email: squatter.email, password: 'owner-pass-1' })).status).toBe(200);
});

it('a recovery link on a confirmed account changes nothing of what it set up', async () => {
  const person = await signUp();
  const { feedUrl } = await setUpOutside(person);
  await confirmEmail(api.baseUrl, person.email);
  expect((await api.post('/api/auth/recover', { email: person.email })).status).toBe(200);
  const [token] = (await mailedTokens(person.email, 'recovery')).slice(-1);
  const session = await api.post('/api/auth/verify-recovery', { token });
  expect(session.status).toBe(200);
  // No reclaim was announced (it would be in the proof's transaction, so it is there by now if at all).
  const identity = new Client({ connectionString: testInfra().databaseUrls.identity });
  await identity.connect();
  const announced = await identity.query(
    `select count(*)::int as n from outbox where subject = 'flow.evt.identity.address-reclaimed' and envelope::text like $1`,
    [`%${person.id}%`],
  );
  await identity.end();
  expect(announced.rows[0].n).toBe(0);
  expect(await feedServes(feedUrl)).toBe(200);
  expect(await outside(session.body.access_token)).toMatchObject({ devices: 1, calendars: 1 });
  expect((await api.post('/api/auth/signin', { email: person.email, password: 'squatter-pass' })).status).toBe(200);
});

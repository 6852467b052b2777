import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import {
  confirmEmail,
  expectEventually,
  startGateway,
  startPrivateStack,
  TestHttpClient,
  uniqueEmail,
  type PrivateStack,
  type ServiceName,
} from '@flow/testing';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';
import { PASSWORD, type Actor } from './support/actors';
import { Load, type Outcome } from './support/load';

// Faults on a FLOW of this test's own (its own PostgreSQL, Redis, NATS, services and gateway), so the
// shared stack never notices: every service killed with SIGKILL in turn under a write load, NATS,
// PostgreSQL and Redis restarted, a poison event. Bounded: each phase waits for what it needs, no longer.
let stack: PrivateStack;
let api: TestHttpClient;
let person: Actor;
const figures: Record<string, unknown> = {};
const today = () => new Date().toISOString().slice(0, 10);
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

beforeAll(async () => {
  // The load writes ~10 events a second for one person: far past the per-person write limit, which is not what is tested here.
  stack = await startPrivateStack({ gatewayEnv: { NATS_REQUEST_TIMEOUT_MS: '3000', EVENT_WRITES_PER_MINUTE: '100000' } });
  api = new TestHttpClient(stack.gateway.url);
  person = await newPerson('faults');
}, 180_000);

afterAll(async () => {
  console.log('faults survived', JSON.stringify(figures, null, 1));
  await stack?.stop();
}, 60_000);

async function newPerson(tag: string): Promise<Actor> {
  const email = uniqueEmail(tag);
  const res = await api.post('/api/auth/signup', { email, password: PASSWORD });
  if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${JSON.stringify(res.body)}`);
  const actor = { userId: res.body.user.id, email, password: PASSWORD, token: res.body.access_token, refreshToken: res.body.refresh_token };
  // Only a confirmed account may send the invitations of the co-flow phase.
  await confirmEmail(api.baseUrl, email);
  await expectEventually(async () => expect((await api.get('/api/profile', actor.token)).status).toBe(200), { timeoutMs: 15_000 });
  return actor;
}

async function query<T = Record<string, unknown>>(service: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: stack.infra.databaseUrls[service] });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const ok = (o: Outcome) => o.status >= 200 && o.status < 300;

/** What each service's load writes (or reads, for services that keep nothing), and how to check nothing acknowledged was lost. */
interface Workload {
  request(i: number): ReturnType<TestHttpClient['request']>;
  verify?(acknowledged: Outcome[]): Promise<void>;
}
const workloads: Partial<Record<ServiceName, () => Workload>> = {
  identity: () => ({
    request: (i) => api.post('/api/auth/signup', { email: `kill-${i}-${randomUUID().slice(0, 6)}@example.com`, password: PASSWORD }),
    async verify(acked) {
      const ids = acked.map((o) => o.body.user.id as string);
      const rows = await query<{ id: string; n: number }>('identity', 'select id, count(*)::int as n from users where id = any($1) group by id', [ids]);
      expect(rows.length).toBe(ids.length);
      expect(rows.every((r) => r.n === 1)).toBe(true);
    },
  }),
  'profile-chart': () => ({
    request: (i) => api.patch('/api/profile', { full_name: `Writer ${i}` }, person.token),
    async verify(acked) {
      const names = new Set(acked.map((o) => o.body.profile.full_name));
      const rows = await query<{ full_name: string }>('profile-chart', 'select full_name from profiles where id = $1', [person.userId]);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.full_name).toMatch(/^Writer \d+$/);
      expect(names.size).toBe(acked.length);
    },
  }),
  scheduling: () => ({
    request: (i) =>
      api.post(
        '/api/events',
        { title: `Kill test ${i} ${randomUUID().slice(0, 6)}`, startTime: inHours(24 + i / 10), endTime: inHours(25 + i / 10) },
        person.token,
      ),
    async verify(acked) {
      const ids = acked.map((o) => o.body.event.id as string);
      const titles = acked.map((o) => o.body.event.title as string);
      const rows = await query<{ title: string }>('scheduling', 'select title from scheduled_events where user_id = $1 and title = any($2)', [
        person.userId,
        titles,
      ]);
      expect(rows.map((r) => r.title).sort()).toEqual([...titles].sort());
      expect(new Set(ids).size).toBe(ids.length);
    },
  }),
  'co-flow': () => ({
    request: (i) => api.post('/api/coflow/invites', { email: `invitee-${i}-${randomUUID().slice(0, 6)}@example.com` }, person.token),
    async verify(acked) {
      const ids = acked.map((o) => o.body.id as string);
      const rows = await query<{ id: string }>('co-flow', 'select id from co_flow_invites where sender_id = $1 and id = any($2)', [person.userId, ids]);
      expect(rows.map((r) => r.id).sort()).toEqual([...new Set(ids)].sort());
      expect(new Set(ids).size).toBe(ids.length);
    },
  }),
  // A day not stored yet each time: a stored day is answered from the gateway's edge read model even while
  // daily-flow is down (tested in apps/gateway/test/flow-edge.int-spec.ts); a new one must be computed.
  'daily-flow': () => ({
    request: (i) => api.get(`/api/daily-flow?date=${new Date(Date.now() + (1 + (i % 300)) * 86_400_000).toISOString().slice(0, 10)}`, person.token),
  }),
  'calendar-sync': () => ({ request: () => api.get('/api/calendar/connection', person.token) }),
};

describe('kill -9 of each service in turn, under load through the gateway', () => {
  it.each(Object.keys(workloads) as ServiceName[])(
    '%s: answers 503 with Retry-After while down, recovers within 5 s of its restart, loses no acknowledged write',
    async (name) => {
      const victim = stack.services[name];
      if (!victim) return console.log(`${name} is not built; skipped`);
      const workload = workloads[name]!();
      const load = new Load(workload.request, name === 'identity' ? 250 : 100).start();
      try {
        await load.until((o) => o.filter(ok).length >= 3, 20_000, 'three successes before the kill');
        const killedAt = Date.now();
        await victim.kill9();
        await load.until((o) => o.filter((x) => x.at > killedAt && x.status === 503).length >= 3, 15_000, 'three 503 answers while down');
        const restartAt = Date.now();
        const revived = await victim.restart();
        stack.services[name] = revived;
        const readyAt = Date.now();
        await load.until((o) => o.some((x) => x.at >= readyAt && ok(x)), 10_000, 'a success after the restart');
        const recovered = load.outcomes.find((x) => x.at >= readyAt && ok(x))!;
        const outcomes = await load.stop();

        const down = outcomes.filter((o) => o.at > killedAt && o.at < readyAt);
        const statuses = [...new Set(outcomes.map((o) => o.status))].sort();
        figures[`kill -9 ${name}`] = {
          requests: outcomes.length,
          acknowledged: outcomes.filter(ok).length,
          answered503WhileDown: down.filter((o) => o.status === 503).length,
          slowestAnswerMs: Math.max(...outcomes.map((o) => o.ms)),
          bootMs: readyAt - restartAt,
          recoveredAfterReadyMs: recovered.at + recovered.ms - readyAt,
        };
        // Only successes and 503s (never a 500, never no answer), every 503 with Retry-After, none hanging.
        expect(statuses.filter((s) => s !== 503 && (s < 200 || s >= 300))).toEqual([]);
        expect(outcomes.filter((o) => o.status === 503 && !o.retryAfter)).toEqual([]);
        expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(8_000);
        expect(recovered.at + recovered.ms - readyAt).toBeLessThan(5_000);
        await workload.verify?.(outcomes.filter(ok));
      } finally {
        await load.stop();
      }
    },
    90_000,
  );
});

describe('NATS restarted during writes', () => {
  it('drains every outbox, puts each event in the stream exactly once, and realtime resumes on open sockets', async () => {
    const socket: Socket = io(stack.gateway.url, { path: '/socket.io', auth: { token: person.token }, transports: ['websocket'] });
    const heard: { type: string; at: number }[] = [];
    socket.on('invalidate', (m: { type: string }) => heard.push({ type: m.type, at: Date.now() }));
    await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
    const signups = new Load(
      (i) => api.post('/api/auth/signup', { email: `nats-${i}-${randomUUID().slice(0, 6)}@example.com`, password: PASSWORD }),
      300,
    ).start();
    const edits = new Load((i) => api.patch('/api/profile', { full_name: `Nats ${i}` }, person.token), 150).start();
    try {
      await signups.until((o) => o.filter(ok).length >= 2, 20_000, 'sign-ups before the restart');
      const stoppedAt = Date.now();
      await stack.nats.stop();
      await new Promise((r) => setTimeout(r, 1500)); // the outage itself
      await stack.nats.start();
      const backAt = Date.now();
      await edits.until((o) => o.some((x) => x.at > backAt && ok(x)), 20_000, 'an acknowledged write after NATS returned');
      await signups.until((o) => o.some((x) => x.at > backAt && ok(x)), 20_000, 'a sign-up after NATS returned');
      const [signed, edited] = [await signups.stop(), await edits.stop()];
      figures['NATS restart'] = {
        outageMs: backAt - stoppedAt,
        requests: signed.length + edited.length,
        acknowledged: [...signed, ...edited].filter(ok).length,
        firstWriteAfterMs: edited.find((x) => x.at > backAt && ok(x))!.at - backAt,
      };
      expect([...signed, ...edited].filter((o) => o.status !== 503 && !ok(o)).map((o) => o.status)).toEqual([]);

      // Every outbox row of every service is published, and the stream holds each exactly once.
      const outbox: string[] = [];
      await expectEventually(
        async () => {
          outbox.length = 0;
          for (const service of Object.keys(stack.infra.databaseUrls)) {
            if (!stack.services[service as ServiceName]) continue;
            const rows = await query<{ id: string; published: boolean }>(service, 'select id, published_at is not null as published from outbox');
            expect(rows.filter((r) => !r.published)).toEqual([]);
            outbox.push(...rows.map((r) => r.id));
          }
        },
        { timeoutMs: 20_000, intervalMs: 250 },
      );
      const inStream = await streamEventIds(stack.infra.NATS_URL);
      const counts = new Map<string, number>();
      for (const id of inStream) counts.set(id, (counts.get(id) ?? 0) + 1);
      expect(outbox.filter((id) => counts.get(id) !== 1)).toEqual([]);
      // Each acknowledged sign-up got exactly one profile: the consumer saw its event once.
      const newUsers = signed.filter(ok).map((o) => o.body.user.id as string);
      await expectEventually(
        async () => {
          const rows = await query<{ n: number }>('profile-chart', 'select count(*)::int as n from profiles where id = any($1)', [newUsers]);
          expect(rows[0]!.n).toBe(newUsers.length);
        },
        { timeoutMs: 20_000 },
      );
      // The socket opened before the outage hears a change made after it.
      const changedAt = Date.now();
      expect((await api.patch('/api/profile', { full_name: 'After the outage' }, person.token)).status).toBe(200);
      await expectEventually(() => expect(heard.some((m) => m.at > changedAt && m.type === 'flow.evt.profile.profile-updated')).toBe(true), {
        timeoutMs: 15_000,
      });
      figures['NATS restart'] = { ...(figures['NATS restart'] as object), outboxRows: outbox.length, streamMessages: inStream.length };
    } finally {
      await Promise.all([signups.stop(), edits.stop()]);
      socket.disconnect();
    }
  }, 120_000);
});

describe('PostgreSQL restarted', () => {
  it('answers 503 with Retry-After while it is away, and the services reconnect by themselves', async () => {
    const load = new Load((i) => api.patch('/api/profile', { full_name: `Pg ${i}` }, person.token), 150).start();
    try {
      await load.until((o) => o.filter(ok).length >= 2, 20_000, 'writes before the restart');
      const stoppedAt = Date.now();
      await stack.postgres.stop();
      await load.until((o) => o.filter((x) => x.at > stoppedAt && x.status === 503).length >= 2, 15_000, '503 while PostgreSQL is away');
      await stack.postgres.start();
      const backAt = Date.now();
      await load.until((o) => o.some((x) => x.at > backAt && ok(x)), 30_000, 'a write after PostgreSQL returned');
      const outcomes = await load.stop();
      const first = outcomes.find((x) => x.at > backAt && ok(x))!;
      figures['PostgreSQL restart'] = {
        requests: outcomes.length,
        answered503: outcomes.filter((o) => o.status === 503).length,
        recoveredAfterMs: first.at + first.ms - backAt,
      };
      expect(outcomes.filter((o) => o.status !== 503 && !ok(o)).map((o) => o.status)).toEqual([]);
      expect(outcomes.filter((o) => o.status === 503 && !o.retryAfter)).toEqual([]);
      // Every service is ready again, its database checks included.
      for (const service of Object.values(stack.services)) {
        await expectEventually(async () => expect((await fetch(`http://127.0.0.1:${service!.healthPort}/health/ready`)).status).toBe(200), {
          timeoutMs: 20_000,
        });
      }
    } finally {
      await load.stop();
    }
  }, 120_000);
});

describe('Redis down', () => {
  it('keeps sign-in, private routes and daily flows working, counts rate limits in each gateway with the same limits, and recovers', async () => {
    const signedOut = await newPerson('redis-out');
    expect((await api.post('/api/auth/signout', { scope: 'local' }, signedOut.token)).status).toBe(200);
    // A second gateway of this stack with a small failed sign-in limit, to see the limit hold without Redis.
    const strict = await startGateway({
      NATS_URL: stack.infra.NATS_URL,
      REDIS_URL: stack.infra.REDIS_URL,
      LOG_LEVEL: 'warn',
      AUTH_FAILED_SIGNIN_LIMIT: '3',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    });
    const strictApi = new TestHttpClient(strict.url);
    await stack.redis.stop();
    try {
      expect((await api.get('/api/profile', person.token)).status).toBe(200);
      // A signed-out session stays signed out: identity's database answers for Redis.
      expect((await api.get('/api/profile', signedOut.token)).status).toBe(401);
      if (stack.services['daily-flow']) expect((await api.get(`/api/daily-flow?date=${today()}`, person.token)).status).toBe(200);
      expect(
        (await api.post('/api/charts/analyze-manual', { birthDate: '1990-01-01', birthTime: '10:00', birthLocation: 'Paris, France' }, person.token)).status,
      ).toBe(200);
      // Sign-in works, and the new session's token is accepted.
      const signIn = await api.post('/api/auth/signin', { email: person.email, password: PASSWORD });
      expect(signIn.status).toBe(200);
      expect((await api.get('/api/profile', signIn.body.access_token)).status).toBe(200);
      // Sign-up too (a new account is registered through identity, which does not need Redis).
      expect((await api.post('/api/auth/signup', { email: uniqueEmail('redis-down-signup'), password: PASSWORD })).status).toBe(201);
      // The failed sign-in limit still holds, counted by the gateway itself, and it says so in its log.
      for (let i = 0; i < 3; i++)
        expect((await strictApi.post('/api/auth/signin', { email: signedOut.email, password: 'not-it-1' })).body.error.code).toBe('INVALID_CREDENTIALS');
      const locked = await strictApi.post('/api/auth/signin', { email: signedOut.email, password: PASSWORD });
      expect({ status: locked.status, retryAfter: Number(locked.headers.get('retry-after')) > 0 }).toEqual({ status: 429, retryAfter: true });
      expect(fs.readFileSync(strict.logFile, 'utf8')).toContain('Redis unreachable: limiting in this process with the same limits');
    } finally {
      await strict.stop();
      await stack.redis.start();
    }
    const backAt = Date.now();
    await expectEventually(async () => expect((await api.get('/api/health')).status).toBe(200), { timeoutMs: 15_000, intervalMs: 250 });
    figures['Redis restart'] = { healthyAgainAfterMs: Date.now() - backAt };
    expect((await api.post('/api/auth/signin', { email: person.email, password: PASSWORD })).status).toBe(200);
  }, 90_000);
});

describe('a poison event', () => {
  it('goes to the dead-letter subject at once and does not block the events after it', async () => {
    const nc = await connect({ servers: stack.infra.NATS_URL });
    try {
      const jsm = await nc.jetstreamManager();
      const dead = async () =>
        (await jsm.streams.info('FLOW_DLQ', { subjects_filter: 'flow.dlq.profile-chart-user-registered' })).state.subjects?.[
          'flow.dlq.profile-chart-user-registered'
        ] ?? 0;
      const before = await dead();
      const envelope = {
        id: randomUUID(),
        type: 'flow.evt.identity.user-registered',
        occurredAt: new Date().toISOString(),
        userIds: [],
        data: { userId: 'not-a-uuid', email: 42 },
      };
      await nc.jetstream().publish('flow.evt.identity.user-registered', JSONCodec().encode(envelope), { msgID: envelope.id });
      await expectEventually(async () => expect(await dead()).toBe(before + 1), { timeoutMs: 15_000 });
      // The next (healthy) event of that subject is handled: the newcomer gets a profile.
      await newPerson('after-poison');
    } finally {
      await nc.close();
    }
  }, 60_000);
});

/** The envelope ids of every message in the FLOW stream, read in order. */
async function streamEventIds(url: string): Promise<string[]> {
  const nc: NatsConnection = await connect({ servers: url });
  try {
    const consumer = await nc.jetstream().consumers.get('FLOW');
    const ids: string[] = [];
    const { state } = await (await nc.jetstreamManager()).streams.info('FLOW');
    if (!state.messages) return ids;
    const messages = await consumer.fetch({ max_messages: state.messages, expires: 5000 });
    for await (const msg of messages) {
      ids.push((JSONCodec().decode(msg.data) as { id: string }).id);
      if (msg.info.pending === 0) break;
    }
    return ids;
  } finally {
    await nc.close();
  }
}

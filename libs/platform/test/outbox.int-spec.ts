import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@flow/contracts';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  connectNats,
  EventConsumer,
  ensureStream,
  idempotent,
  insertEvent,
  ormOptions,
  OutboxRelay,
  PLATFORM_TABLES_SQL,
  recordEvent,
  createLogger,
} from '../src';
import { expectEventually, startPrivateNats, testInfra } from '@flow/testing';
import type { NatsConnection } from 'nats';
import { Client } from 'pg';

// The outbox and the consumers against a NATS server and a database of this test's own, so NATS
// can be stopped without disturbing the shared stack.
const logger = createLogger('outbox-test', 'silent');
let nats: Awaited<ReturnType<typeof startPrivateNats>>;
let nc: NatsConnection;
let orm: MikroORM;
let relay: OutboxRelay;
const consumers: EventConsumer[] = [];

beforeAll(async () => {
  const dbName = `flow_test_outbox_${process.pid}`;
  const admin = new Client({ connectionString: testInfra().PG_BASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${dbName}"`);
  await admin.query(`create database "${dbName}"`);
  await admin.end();
  const url = new URL(testInfra().PG_BASE_URL);
  url.pathname = `/${dbName}`;
  orm = await MikroORM.init(ormOptions({ clientUrl: url.toString(), entities: [], migrations: [] }));
  for (const sql of PLATFORM_TABLES_SQL) await orm.em.fork().getConnection().execute(sql);
  nats = await startPrivateNats();
  nc = await connectNats(nats.url, 'outbox-test');
  await ensureStream(nc);
  relay = new OutboxRelay(orm, nc.jetstream(), logger, 100);
  relay.start();
});

afterAll(async () => {
  relay?.stop();
  await Promise.all(consumers.map((c) => c.stop()));
  await nc?.close();
  await nats?.stop();
  await orm?.close(true);
});

function consume(durable: string, handle: (e: EventEnvelope) => Promise<void>, maxAttempts?: number) {
  const consumer = new EventConsumer(nc, { durable, subjects: ['flow.evt.identity.user-updated'], handle, maxAttempts }, logger);
  consumers.push(consumer);
  return consumer.start();
}

async function writeEvent(userId: string) {
  const em = orm.em.fork();
  recordEvent(em, 'flow.evt.identity.user-updated', { userId }, [userId]);
  await em.flush();
  relay.kick();
}

it('delivers an event written while NATS was down once NATS is back, exactly once', async () => {
  const seen: string[] = [];
  await consume(`outbox-test-${randomUUID().slice(0, 8)}`, async (e) => void seen.push((e.data as { userId: string }).userId));
  const userId = randomUUID();

  await nats.stop();
  await writeEvent(userId); // the change commits; the event waits in the outbox
  await new Promise((r) => setTimeout(r, 500));
  const pending = await orm.em.fork().getConnection().execute('select count(*)::int as n from outbox where published_at is null');
  expect(pending[0].n).toBe(1);
  expect(seen).toEqual([]);

  await nats.start();
  await expectEventually(() => expect(seen).toContain(userId), { timeoutMs: 15_000 });

  // Publishing the same row again (a crash between publish and update) is de-duplicated by JetStream.
  await orm.em.fork().getConnection().execute('update outbox set published_at = null');
  relay.kick();
  await expectEventually(async () => {
    const rows = await orm.em.fork().getConnection().execute('select count(*)::int as n from outbox where published_at is null');
    expect(rows[0].n).toBe(0);
  });
  await new Promise((r) => setTimeout(r, 500));
  expect(seen.filter((id) => id === userId)).toHaveLength(1);
}, 40_000);

it('applies an event once even when it is delivered twice (idempotent consumer)', async () => {
  let applied = 0;
  const handler = idempotent(orm, 'idempotency-test', async () => void applied++);
  const envelope: EventEnvelope = { id: randomUUID(), type: 't', occurredAt: new Date().toISOString(), userIds: [], data: {} };
  await handler(envelope);
  await handler(envelope);
  expect(applied).toBe(1);
});

it('moves a poison event to the dead-letter subject after N attempts without blocking the events after it', async () => {
  const durable = `poison-${randomUUID().slice(0, 8)}`;
  const [poison, next, later] = [randomUUID(), randomUUID(), randomUUID()];
  const handled: string[] = [];
  let attempts = 0;
  let attemptsWhenNextHandled = -1;
  await consume(
    durable,
    async (e) => {
      const { userId } = e.data as { userId: string };
      if (userId === poison) {
        attempts++;
        throw new Error('always fails');
      }
      if (userId === next) attemptsWhenNextHandled = attempts;
      // The consumer starts at the stream's beginning: only this test's events count here.
      if (userId === next || userId === later) handled.push(userId);
    },
    3,
  );
  const jsm = await nc.jetstreamManager();
  const deadLetters = async () => (await jsm.streams.info('FLOW_DLQ', { subjects_filter: `flow.dlq.${durable}` })).state.subjects?.[`flow.dlq.${durable}`] ?? 0;
  await writeEvent(poison);
  await writeEvent(next);

  // The next event does not wait for the poison's retries (backed off 500 ms, then 1 s) to run out.
  await expectEventually(() => expect(handled).toContain(next), { timeoutMs: 15_000 });
  expect(attemptsWhenNextHandled).toBeGreaterThanOrEqual(1);
  expect(attemptsWhenNextHandled).toBeLessThan(3);

  // After exactly 3 attempts it is dead-lettered once, as it was, with where it came from and why.
  await expectEventually(async () => expect(await deadLetters()).toBe(1), { timeoutMs: 15_000 });
  expect(attempts).toBe(3);
  const dead = await jsm.streams.getMessage('FLOW_DLQ', { last_by_subj: `flow.dlq.${durable}` });
  expect(dead.json<EventEnvelope>()).toMatchObject({ type: 'flow.evt.identity.user-updated', data: { userId: poison } });
  expect(dead.header.get('Flow-Original-Subject')).toBe('flow.evt.identity.user-updated');
  expect(dead.header.get('Flow-Dead-Letter-Reason')).toBe('always fails');

  // It is acknowledged, so it never comes back, and the stream keeps flowing.
  await writeEvent(later);
  await expectEventually(() => expect(handled).toEqual([next, later]), { timeoutMs: 15_000 });
  await expectEventually(async () => {
    const info = await jsm.consumers.info('FLOW', `${durable}_flow_evt_identity_user-updated`);
    expect({ pending: info.num_pending, unacknowledged: info.num_ack_pending }).toEqual({ pending: 0, unacknowledged: 0 });
  });
  expect(attempts).toBe(3);
  expect(await deadLetters()).toBe(1);
}, 40_000);

it('publishes rows handed over after their commit at once, without polling, in an envelope consumers accept', async () => {
  // Only the signal: the polling relay is stopped and this one never polls.
  relay.stop();
  const direct = new OutboxRelay(orm, nc.jetstream(), logger, 60_000);
  const seen: EventEnvelope[] = [];
  await consume(`outbox-test-${randomUUID().slice(0, 8)}`, async (e) => void seen.push(e));
  const userId = randomUUID();
  const row = await orm.em.fork().transactional((tx) => insertEvent(tx, 'flow.evt.identity.user-updated', { userId }, [userId]));
  direct.kick(row);
  // The consumer replays the earlier tests' events too: this user's is the one.
  const mine = () => seen.filter((e) => (e.data as { userId: string }).userId === userId);
  await expectEventually(() => expect(mine().map((e) => e.id)).toEqual([row.id]), { timeoutMs: 10_000 });
  // Without a trace there is no traceparent key (a null one would fail every consumer's envelope check).
  expect(mine()[0]).not.toHaveProperty('traceparent');
  await expectEventually(async () => {
    const rows = await orm.em.fork().getConnection().execute('select published_at from outbox where id = ?', [row.id]);
    expect(rows[0].published_at).not.toBeNull();
  });
  direct.stop();
}, 40_000);

import { randomUUID } from 'node:crypto';
import { createOrm } from '@flow/platform';
import { dropServiceDatabase, serviceDatabase } from '@flow/testing';
import type { MikroORM } from '@mikro-orm/postgresql';
import { calendarSyncDatabase } from '../src/calendar-sync.database';
import { ConnectionEntity } from '../src/connections/connection.entity';
import { PeakProtectionEntity } from '../src/peak/peak.entities';
import { PeakRepository } from '../src/peak/peak.repository';

// When the peak is planned next, on a copy of calendar-sync's database (the shared calendar-sync's scheduler
// would plan the rows this test writes): a change made while a plan runs is planned again, not lost.

const dbName = `flow_test_peak_plan_due_${process.pid}`;
let orm: MikroORM;
let peaks: PeakRepository;

beforeAll(async () => {
  orm = await createOrm({ clientUrl: await serviceDatabase('calendar-sync', dbName), ...calendarSyncDatabase });
  peaks = new PeakRepository(orm.em);
});

afterAll(async () => {
  await orm?.close(true);
  await dropServiceDatabase(dbName);
});

/** A connection whose protection is on and due since a second ago. */
async function dueSetting(): Promise<string> {
  const [connectionId, userId] = [randomUUID(), randomUUID()];
  const em = peaks.fork();
  // Flushed first: the row's foreign key is not a relation MikroORM orders its inserts by.
  await em.persist(Object.assign(new ConnectionEntity(), { id: connectionId, userId, provider: 'google' })).flush();
  em.create(PeakProtectionEntity, {
    connectionId,
    userId,
    enabled: true,
    autoDeclineMode: 'declineNone',
    declineMessage: 'Focus',
    dueAt: new Date(Date.now() - 1_000),
  });
  await em.flush();
  return connectionId;
}

const tomorrow = () => new Date(Date.now() + 24 * 3_600_000);
const planned = { plannedAt: new Date(), failures: 0, lastError: null };
const isDue = async (connectionId: string) => (await peaks.duePeakProtections(peaks.fork(), new Date(), 1_000)).includes(connectionId);

it('a plan made without interruption sets the next time: the connection is no longer due', async () => {
  const connectionId = await dueSetting();
  const read = (await peaks.peakProtectionOf(peaks.fork(), connectionId))!;
  await peaks.finishPeakPlan(peaks.fork(), connectionId, read.dueAt, { dueAt: tomorrow(), ...planned });
  expect(await isDue(connectionId)).toBe(false);
});

it('turned off while a plan of the old setting runs: the finished plan leaves the clean-up due', async () => {
  const connectionId = await dueSetting();
  // The turn-off stamped its due time, then the plan began and read the row before the change was committed.
  const stamped = new Date();
  await new Promise((resolve) => setTimeout(resolve, 5));
  const read = (await peaks.peakProtectionOf(peaks.fork(), connectionId))!;
  expect(read.enabled).toBe(true);
  const em = peaks.fork();
  const setting = (await peaks.peakProtectionOf(em, connectionId))!;
  Object.assign(setting, { enabled: false, dueAt: stamped });
  await em.flush();

  await peaks.finishPeakPlan(peaks.fork(), connectionId, read.dueAt, { dueAt: tomorrow(), ...planned });
  expect(await isDue(connectionId)).toBe(true);
  const after = (await peaks.peakProtectionOf(peaks.fork(), connectionId))!;
  expect({ enabled: after.enabled, dueAt: after.dueAt?.toISOString() }).toEqual({ enabled: false, dueAt: stamped.toISOString() });
});

it('a day that changed while a plan runs asks for another plan', async () => {
  const connectionId = await dueSetting();
  const read = (await peaks.peakProtectionOf(peaks.fork(), connectionId))!;
  const setting = (await peaks.peakProtectionOf(peaks.fork(), connectionId))!;
  expect(await peaks.markPeakProtectionsDue(peaks.fork(), setting.userId, new Date())).toBe(1);
  await peaks.finishPeakPlan(peaks.fork(), connectionId, read.dueAt, { dueAt: tomorrow(), ...planned });
  expect(await isDue(connectionId)).toBe(true);
});

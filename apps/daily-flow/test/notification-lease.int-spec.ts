import { randomUUID } from 'node:crypto';
import { createOrm } from '@flow/platform';
import { dropServiceDatabase, serviceDatabase } from '@flow/testing';
import type { MikroORM } from '@mikro-orm/postgresql';
import { dailyFlowDatabase } from '../src/daily-flow.database';
import { NotificationsRepository } from '../src/notifications/notifications.repository';

// The planner's lease on a copy of daily-flow's database (the shared daily-flow's planner would lease the
// people this test writes): a change asked for while a plan is being made is planned again, not lost.

const dbName = `flow_test_notification_lease_${process.pid}`;
const HORIZON_MS = 20 * 3_600_000;
const LEASE_MS = 5 * 60_000;
let orm: MikroORM;
let repository: NotificationsRepository;

beforeAll(async () => {
  orm = await createOrm({ clientUrl: await serviceDatabase('daily-flow', dbName), ...dailyFlowDatabase });
  repository = new NotificationsRepository(orm.em);
});

afterAll(async () => {
  await orm?.close(true);
  await dropServiceDatabase(dbName);
});

async function personToPlan(): Promise<string> {
  const userId = randomUUID();
  await repository.fork().transactional((tx) => repository.settingsForUpdate(tx, userId));
  await repository.requestPlan(repository.fork(), [userId]);
  return userId;
}

const leased = async () => repository.leasePlanning(100, HORIZON_MS, LEASE_MS);
const tomorrowNight = () => new Date(Date.now() + 36 * 3_600_000);

it('a plan made without interruption runs to its end: the person is not leased again', async () => {
  const userId = await personToPlan();
  expect(await leased()).toContain(userId);
  await repository.replacePlan(userId, [], tomorrowNight());
  expect(await leased()).not.toContain(userId);
});

it('an event that arrives while the plan is being made asks again, and the finished plan does not swallow it', async () => {
  const userId = await personToPlan();
  expect(await leased()).toContain(userId);
  // The planner read the events; then a new event came in and asked for this person again.
  await repository.requestPlan(repository.fork(), [userId]);
  await repository.replacePlan(userId, [], tomorrowNight());
  expect(await leased()).toContain(userId);
});

import type { EventEnvelope } from '@flow/contracts';
import { createLogger, type EventConsumers } from '@flow/platform';
import { JSONCodec, type NatsConnection } from 'nats';
import { CacheInvalidation, INVALIDATING_SUBJECTS } from './cache-invalidation';
import type { FlowCache } from './flow-cache';
import type { NotificationReplanning } from '../notifications/notification-replanning';
import type { DailyFlowEnv } from '../daily-flow.env';

const ANN = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';

function setup() {
  const invalidated: string[] = [];
  const published: { subject: string; data: any; msgID: string }[] = [];
  const registered: { durable: string; subjects: string[] }[] = [];
  const cache = { invalidate: jest.fn(async (userId: string) => (invalidated.push(userId), 1)) };
  const nc = {
    jetstream: () => ({
      publish: jest.fn(async (subject: string, data: Uint8Array, options: { msgID: string }) =>
        published.push({ subject, data: JSONCodec().decode(data), msgID: options.msgID }),
      ),
    }),
  };
  const replanned: string[][] = [];
  const notifications = { request: jest.fn(async (userIds: string[]) => void replanned.push(userIds)) };
  const consumers = { register: (spec: { durable: string; subjects: string[] }) => registered.push(spec) };
  const invalidation = new CacheInvalidation(
    consumers as unknown as EventConsumers,
    cache as unknown as FlowCache,
    notifications as unknown as NotificationReplanning,
    { DAY_CHANGE_COALESCE_MS: 5 } as DailyFlowEnv,
    nc as unknown as NatsConnection,
    createLogger('test', 'silent'),
  );
  return { invalidation, invalidated, published, registered, cache, replanned };
}

const envelope = (type: string, userIds: string[], data: unknown): EventEnvelope => ({ id: 'evt-1', type, occurredAt: '2026-03-10T09:00:00Z', userIds, data });

it('listens durably to profile-updated, every scheduling event, every calendar event and check-in changes', () => {
  const { invalidation, registered } = setup();
  invalidation.onModuleInit();
  const subjects = ['flow.evt.profile.profile-updated', 'flow.evt.scheduling.*', 'flow.evt.calendar.*', 'flow.evt.daily-flow.checkin-changed'];
  expect(registered).toEqual([expect.objectContaining({ durable: 'daily-flow-cache', subjects })]);
  expect(INVALIDATING_SUBJECTS).toHaveLength(4);
});

it('drops the cache of every affected user, tells each of them (de-duplicated by the cause) and replans their notifications', async () => {
  const { invalidation, invalidated, published, replanned } = setup();
  await invalidation.handle(envelope('flow.evt.scheduling.event-created', [ANN], { id: 'e1', userId: BOB }));
  expect(invalidated).toEqual([ANN, BOB]);
  expect(replanned).toEqual([[ANN, BOB]]);
  expect(published.map((p) => [p.subject, p.data.userIds, p.data.data, p.msgID])).toEqual([
    ['flow.evt.daily-flow.flow-invalidated', [ANN], { userId: ANN, cause: 'flow.evt.scheduling.event-created' }, `evt-1:${ANN}`],
    ['flow.evt.daily-flow.flow-invalidated', [BOB], { userId: BOB, cause: 'flow.evt.scheduling.event-created' }, `evt-1:${BOB}`],
  ]);
});

it('fails (so JetStream redelivers) when the cache cannot be dropped, before telling the browser', async () => {
  const { invalidation, published, cache } = setup();
  cache.invalidate.mockRejectedValueOnce(new Error('redis down'));
  await expect(invalidation.handle(envelope('flow.evt.profile.profile-updated', [ANN], { userId: ANN, fields: [] }))).rejects.toThrow('redis down');
  expect(published).toEqual([]);
});

it('does a burst of changes to one person once: one drop, one flow-invalidated (after the latest cause), one replan', async () => {
  const { invalidation, invalidated, published, replanned } = setup();
  await Promise.all(
    ['evt-1', 'evt-2', 'evt-3'].map((id) => invalidation.handle({ ...envelope('flow.evt.scheduling.event-created', [ANN], { id, userId: ANN }), id })),
  );
  expect(invalidated).toEqual([ANN]);
  expect(replanned).toEqual([[ANN]]);
  expect(published.map((p) => p.msgID)).toEqual([`evt-3:${ANN}`]);
});

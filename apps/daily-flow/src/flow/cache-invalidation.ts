import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENT_SUBJECT_PREFIX, events, type EventEnvelope } from '@flow/contracts';
import { Coalescer, EventConsumers, LOGGER, NATS_CONNECTION } from '@flow/platform';
import { randomUUID } from 'node:crypto';
import { JSONCodec, type NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { DAILY_FLOW_ENV, type DailyFlowEnv } from '../daily-flow.env';
import { NotificationReplanning } from '../notifications/notification-replanning';
import { FlowCache } from './flow-cache';

const codec = JSONCodec<unknown>();
const INVALIDATED = 'flow.evt.daily-flow.flow-invalidated' as const;

/** What makes a cached flow stale: the profile, the user's FLOW events and overrides, their calendar, their check-ins. */
export const INVALIDATING_SUBJECTS = [
  `${EVENT_SUBJECT_PREFIX}.profile.profile-updated`,
  `${EVENT_SUBJECT_PREFIX}.scheduling.*`,
  `${EVENT_SUBJECT_PREFIX}.calendar.*`,
  `${EVENT_SUBJECT_PREFIX}.daily-flow.checkin-changed`,
];

/**
 * A durable JetStream consumer of what changes a person's day: drops the affected users' cached flows,
 * then publishes flow-invalidated so their open browsers refetch (the source event alone could reach a
 * browser before the cache is dropped), and asks for their notifications to be planned again. A burst
 * of changes for a person (creates in a row, an import) does this once: the people are coalesced for
 * DAY_CHANGE_COALESCE_MS. All of it is idempotent, so redeliveries are harmless.
 */
@Injectable()
export class CacheInvalidation implements OnModuleInit {
  private readonly changed: Coalescer<string, EventEnvelope>;

  constructor(
    private readonly consumers: EventConsumers,
    private readonly cache: FlowCache,
    private readonly notifications: NotificationReplanning,
    @Inject(DAILY_FLOW_ENV) env: DailyFlowEnv,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.changed = new Coalescer((people) => this.dayChanged(people), env.DAY_CHANGE_COALESCE_MS);
  }

  onModuleInit() {
    this.consumers.register({
      durable: 'daily-flow-cache',
      subjects: INVALIDATING_SUBJECTS,
      // Redis may be down for a while: keep retrying (back-off up to 30 s) before giving up.
      maxAttempts: 20,
      concurrency: 64,
      handle: (envelope) => this.handle(envelope),
    });
  }

  handle(envelope: EventEnvelope): Promise<void> {
    const data = (envelope.data ?? {}) as { userId?: unknown };
    const userIds = new Set(envelope.userIds);
    if (typeof data.userId === 'string') userIds.add(data.userId);
    return this.changed.add(userIds, envelope);
  }

  /** Each person's latest cause stands for the burst. */
  private async dayChanged(people: Map<string, EventEnvelope>): Promise<void> {
    await Promise.all([
      this.notifications.request([...people.keys()]),
      ...[...people].map(async ([userId, cause]) => {
        const dropped = await this.cache.invalidate(userId);
        this.logger.debug({ userId, dropped, cause: cause.type }, 'flow cache invalidated');
        await this.publishInvalidated(userId, cause);
      }),
    ]);
  }

  private async publishInvalidated(userId: string, cause: EventEnvelope): Promise<void> {
    const data = events[INVALIDATED].parse({ userId, cause: cause.type });
    const envelope: EventEnvelope = {
      id: randomUUID(),
      type: INVALIDATED,
      occurredAt: new Date().toISOString(),
      userIds: [userId],
      data,
      traceparent: cause.traceparent,
    };
    // The message id follows the cause, so a redelivered cause is de-duplicated by JetStream.
    await this.nc.jetstream().publish(INVALIDATED, codec.encode(envelope), { msgID: `${cause.id}:${userId}` });
  }
}

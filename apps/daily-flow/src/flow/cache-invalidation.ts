import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENT_SUBJECT_PREFIX, events, type EventEnvelope } from '@flow/contracts';
import { EventConsumers, LOGGER, NATS_CONNECTION } from '@flow/platform';
import { randomUUID } from 'node:crypto';
import { JSONCodec, type NatsConnection } from 'nats';
import type { Logger } from 'pino';
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
 * A durable JetStream consumer that drops the affected users' cached flows, then publishes
 * flow-invalidated so their open browsers refetch (the source event alone could reach a browser
 * before the cache is dropped). Dropping a cache is naturally idempotent, so redeliveries are harmless.
 */
@Injectable()
export class CacheInvalidation implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly cache: FlowCache,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit() {
    this.consumers.register({
      durable: 'daily-flow-cache',
      subjects: INVALIDATING_SUBJECTS,
      // Redis may be down for a while: keep retrying (back-off up to 30 s) before giving up.
      maxAttempts: 20,
      handle: (envelope) => this.handle(envelope),
    });
  }

  async handle(envelope: EventEnvelope): Promise<void> {
    const data = (envelope.data ?? {}) as { userId?: unknown };
    const userIds = new Set(envelope.userIds);
    if (typeof data.userId === 'string') userIds.add(data.userId);
    for (const userId of userIds) {
      const dropped = await this.cache.invalidate(userId);
      this.logger.debug({ userId, dropped, cause: envelope.type }, 'flow cache invalidated');
      await this.publishInvalidated(userId, envelope);
    }
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

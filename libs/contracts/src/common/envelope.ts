import { z } from 'zod';

/** Every domain event on the FLOW stream travels in this envelope (see architecture.md). */
export const EventEnvelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  occurredAt: z.string(),
  userIds: z.array(z.string()),
  data: z.unknown(),
  traceparent: z.string().optional(),
});
export type EventEnvelope<T = unknown> = Omit<z.infer<typeof EventEnvelope>, 'data'> & { data: T };

export const STREAM_NAME = 'FLOW';
export const EVENT_SUBJECT_PREFIX = 'flow.evt';
export const DEAD_LETTER_PREFIX = 'flow.dlq';

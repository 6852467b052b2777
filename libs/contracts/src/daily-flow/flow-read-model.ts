import { z } from 'zod';
import type { Language } from '../common/language';
import { IsoDate } from '../common/primitives';

/**
 * The edge read model of computed days in Redis. daily-flow is its only writer (it stores each flow
 * and rhythm it builds, as the JSON bytes it answers with); the gateway reads it and sends the bytes
 * as they are. Bump the version when the key layout or the entry's fields change: old and new
 * processes then never read each other's entries.
 *
 * Every key of a user shares the hash tag `{userId}`, so the scripts that touch several of them also
 * run on a Redis Cluster.
 */
export const FLOW_READ_MODEL_VERSION = 'v1';

export type FlowReadModelKind = 'flow' | 'rhythm';

export const flowReadModelKeys = (userId: string) => ({
  /** Bumped by every invalidation; an entry is only written against the generation it started from. */
  generation: `flow:${FLOW_READ_MODEL_VERSION}:{${userId}}:gen`,
  /** The set of the user's entry keys, so an invalidation can drop them all. */
  index: `flow:${FLOW_READ_MODEL_VERSION}:{${userId}}:keys`,
  entry: (name: string) => `flow:${FLOW_READ_MODEL_VERSION}:{${userId}}:${name}`,
});

/**
 * The name of one entry: what was asked (a date, or "today" in the user's zone) and the zone the
 * browser named ('-' for none), e.g. `flow:2026-03-10:Europe/Berlin` → key
 * `flow:v1:{userId}:flow:2026-03-10:Europe/Berlin`. A day written in another language than English is
 * its own entry (`…:Europe/Berlin:hi`); an invalidation drops every language's.
 */
export const flowEntryName = (kind: FlowReadModelKind, date: string | undefined, browserZone: string | null | undefined, language?: Language) =>
  `${kind}:${date ?? 'today'}:${browserZone ?? '-'}${language && language !== 'en' ? `:${language}` : ''}`;

/**
 * The fields of the Redis hash at an entry key. `body` is the exact JSON answer (DailyFlow or
 * DayRhythm); `date` and `timeZone` are the day it describes; `etag` is a strong validator of `body`
 * (If-None-Match → 304). `validUntil` (epoch milliseconds, a "today" entry only) is when the user's
 * today may turn (todayEndsAt, libs/rhythm), so a "today" entry is judged without parsing the body
 * (isFlowEntryFresh, libs/platform). It came without a version bump: an entry without it is never a
 * fresh "today", and a reader that does not know it leaves it alone.
 */
export const FlowReadModelEntry = z.object({
  body: z.string().min(2),
  etag: z.string().regex(/^"[A-Za-z0-9_-]{8,64}"$/),
  date: IsoDate,
  timeZone: z.string().min(1).max(64),
  // Stored as decimal digits, as every hash field is a string.
  validUntil: z.coerce.number().int().positive().optional(),
});
export type FlowReadModelEntry = z.infer<typeof FlowReadModelEntry>;
export const FLOW_READ_MODEL_FIELDS = ['body', 'etag', 'date', 'timeZone', 'validUntil'] as const satisfies readonly (keyof FlowReadModelEntry)[];

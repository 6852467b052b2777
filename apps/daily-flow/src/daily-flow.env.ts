import { z } from 'zod';

export const DailyFlowEnv = z.object({
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** How long the flow waits for the profile, scheduling and calendar-sync before answering without them. */
  PROFILE_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(1500),
  EVENTS_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(1200),
  /** A complete flow is cached until an event invalidates it, at most this long (spec: 1 hour). */
  CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /** A partial flow is cached briefly, so a silent dependency does not slow every request. */
  /** A burst of changes to a person's day (creates in a row, an import) drops their cache and replans their notifications once per this many ms. */
  DAY_CHANGE_COALESCE_MS: z.coerce.number().int().min(0).max(5000).default(100),
  PARTIAL_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
});
export type DailyFlowEnv = z.infer<typeof DailyFlowEnv>;
export const DAILY_FLOW_ENV = Symbol('DAILY_FLOW_ENV');

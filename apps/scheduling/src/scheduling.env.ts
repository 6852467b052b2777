import { z } from 'zod';

export const SchedulingEnv = z.object({
  /** External events only sharpen overlap checks and suggestions: wait briefly (a first read, a range outside the kept window), then go on without them. */
  CALENDAR_EVENTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(15_000).default(1500),
  /** The day's rhythm blocks from daily-flow; the built-in default day is used when it does not answer. */
  RHYTHM_TIMEOUT_MS: z.coerce.number().int().min(100).max(15_000).default(2000),
  /** Changes to a person's plan inputs within this many ms replan once. */
  REPLAN_DEBOUNCE_MS: z.coerce.number().int().min(0).max(60_000).default(300),
});
export type SchedulingEnv = z.infer<typeof SchedulingEnv>;
export const SCHEDULING_ENV = Symbol('SCHEDULING_ENV');

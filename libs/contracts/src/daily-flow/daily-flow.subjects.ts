import { z } from 'zod';
import { IsoDate, Uuid } from '../common/primitives';
import { DayRhythm } from './daily-flow.contract';

/**
 * Request-reply subjects of daily-flow used by other services (scheduling, co-flow). The
 * daily-flow service adds the subjects its own HTTP routes need beside these.
 */
export const dailyFlowRpc = {
  /** The unmerged rhythm of a user's local day (never asks scheduling or calendar-sync). */
  'flow.daily-flow.rhythm': {
    request: z.object({ userId: Uuid, date: IsoDate, timeZone: z.string().max(64).optional() }),
    response: DayRhythm,
  },
} as const;

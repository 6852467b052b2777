import { z } from 'zod';
import { AccountDataPart, AccountExportRequest } from '../account/account.contract';
import { IsoDate, Uuid } from '../common/primitives';
import { DailyFlow, DayRhythm, Panchang } from './daily-flow.contract';

/** The browser's time zone as the gateway passes it on (used when the profile has none). */
const TimeZone = z.string().max(64).optional();

/** Request-reply subjects of daily-flow. */
export const dailyFlowRpc = {
  /**
   * The unmerged rhythm of a user's local day (never asks scheduling or calendar-sync). Used by
   * scheduling and co-flow, and by GET /api/rhythm-blocks (without a date: the user's today).
   */
  'flow.daily-flow.rhythm': {
    request: z.object({ userId: Uuid, date: IsoDate.optional(), timeZone: TimeZone }),
    response: DayRhythm,
  },
  /** GET /api/daily-flow: the whole flow of a local day, merged with the user's events. */
  'flow.daily-flow.get': {
    request: z.object({ userId: Uuid, date: IsoDate.optional(), timeZone: TimeZone }),
    response: DailyFlow,
  },
  /** GET /api/panchang: the panchang at the user's place of that day. */
  'flow.daily-flow.panchang': {
    request: z.object({ userId: Uuid, date: IsoDate.optional(), timeZone: TimeZone }),
    response: Panchang,
  },
  'flow.daily-flow.account.export': { request: AccountExportRequest, response: AccountDataPart },
} as const;

/** Published after a user's cached flows were dropped, so open browsers refetch fresh ones. */
export const FlowInvalidatedEvent = z.object({ userId: Uuid, cause: z.string() });

export const dailyFlowEvents = {
  'flow.evt.daily-flow.flow-invalidated': FlowInvalidatedEvent,
} as const;

import { z } from 'zod';
import { AccountDataPart, AccountExportRequest } from '../account/account.contract';
import { LanguageSchema } from '../common/language';
import { IsoDate, Uuid } from '../common/primitives';
import { CheckinChangedEvent, Checkin, CheckinList, CreateCheckinBody, Insights, InsightsSettings, UpdateCheckinBody } from './checkins.contract';
import { DailyFlow, DayRhythm, Panchang } from './daily-flow.contract';

/** The browser's time zone as the gateway passes it on (used when the profile has none). */
const TimeZone = z.string().max(64).optional();
/** The person's language as the gateway knows it: the day's texts are written (and stored) in it; absent: English. */
const Language = LanguageSchema.optional();

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
    request: z.object({ userId: Uuid, date: IsoDate.optional(), timeZone: TimeZone, language: Language }),
    response: DailyFlow,
  },
  /** GET /api/panchang: the panchang at the user's place of that day. */
  'flow.daily-flow.panchang': {
    request: z.object({ userId: Uuid, date: IsoDate.optional(), timeZone: TimeZone, language: Language }),
    response: Panchang,
  },
  'flow.daily-flow.account.export': { request: AccountExportRequest, response: AccountDataPart },
  /** Energy check-ins: the browser's zone places a check-in on the person's local day when the profile has none. */
  'flow.daily-flow.checkins.create': {
    request: z.object({ userId: Uuid, timeZone: TimeZone, checkin: CreateCheckinBody }),
    response: Checkin,
  },
  'flow.daily-flow.checkins.list': {
    request: z.object({ userId: Uuid, from: z.string().optional(), to: z.string().optional() }),
    response: CheckinList,
  },
  'flow.daily-flow.checkins.update': {
    request: z.object({ userId: Uuid, checkinId: z.string().max(64), timeZone: TimeZone, changes: UpdateCheckinBody }),
    response: Checkin,
  },
  'flow.daily-flow.checkins.delete': {
    request: z.object({ userId: Uuid, checkinId: z.string().max(64), timeZone: TimeZone }),
    response: z.object({ deleted: z.literal(true) }),
  },
  /** GET /api/insights: the chart's curve, the learned one and the check-ins it came from. */
  'flow.daily-flow.insights': { request: z.object({ userId: Uuid, timeZone: TimeZone }), response: Insights },
  'flow.daily-flow.insights.settings': { request: z.object({ userId: Uuid, enabled: z.boolean() }), response: InsightsSettings },
  /** "Reset what FLOW learned": check-ins before now no longer count (they stay in the history). */
  'flow.daily-flow.insights.reset': { request: z.object({ userId: Uuid }), response: InsightsSettings },
} as const;

/** Published after a user's cached flows were dropped, so open browsers refetch fresh ones. */
export const FlowInvalidatedEvent = z.object({ userId: Uuid, cause: z.string() });

export const dailyFlowEvents = {
  'flow.evt.daily-flow.flow-invalidated': FlowInvalidatedEvent,
  'flow.evt.daily-flow.checkin-changed': CheckinChangedEvent,
} as const;

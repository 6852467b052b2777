import type { DomainCatalogs } from '../translator';
import { apiErrorsEn } from './api-errors.en';
import { apiErrorsHi } from './api-errors.hi';
import { coFlowEn } from './co-flow.en';
import { coFlowHi } from './co-flow.hi';
import { dayBlocksEn } from './day-blocks.en';
import { dayBlocksHi } from './day-blocks.hi';
import { dayGuidanceEn } from './day-guidance.en';
import { dayGuidanceHi } from './day-guidance.hi';
import { insightsEn } from './insights.en';
import { insightsHi } from './insights.hi';
import { mailsEn } from './mails.en';
import { mailsHi } from './mails.hi';
import { notificationsEn } from './notifications.en';
import { notificationsHi } from './notifications.hi';
import { plannerEn } from './planner.en';
import { plannerHi } from './planner.hi';
import { vedicEn } from './vedic.en';
import { vedicHi } from './vedic.hi';
import { blueprintEn } from './blueprint.en';
import { blueprintHi } from './blueprint.hi';
import { blueprintNakshatrasEn } from './blueprint-nakshatras.en';
import { blueprintNakshatrasHi } from './blueprint-nakshatras.hi';
import { blueprintTraitsEn } from './blueprint-traits.en';
import { blueprintTraitsHi } from './blueprint-traits.hi';
import { calendarErrorsEn } from './calendar-errors.en';
import { calendarErrorsHi } from './calendar-errors.hi';

/** Every catalog by domain: English and each other language with the same ids (checked by test/catalogs.spec.ts). */
export const CATALOGS = {
  vedic: { en: vedicEn, hi: vedicHi },
  dayBlocks: { en: dayBlocksEn, hi: dayBlocksHi },
  dayGuidance: { en: dayGuidanceEn, hi: dayGuidanceHi },
  notifications: { en: notificationsEn, hi: notificationsHi },
  apiErrors: { en: apiErrorsEn, hi: apiErrorsHi },
  planner: { en: plannerEn, hi: plannerHi },
  coFlow: { en: coFlowEn, hi: coFlowHi },
  mails: { en: mailsEn, hi: mailsHi },
  insights: { en: insightsEn, hi: insightsHi },
  blueprint: { en: blueprintEn, hi: blueprintHi },
  blueprintTraits: { en: blueprintTraitsEn, hi: blueprintTraitsHi },
  blueprintNakshatras: { en: blueprintNakshatrasEn, hi: blueprintNakshatrasHi },
  calendarErrors: { en: calendarErrorsEn, hi: calendarErrorsHi },
} as const satisfies Record<string, DomainCatalogs>;

/** The day's texts (daily flow, panchang): Vedic terms last, so a sentence's pattern wins over a bare name. */
export const DAY_TEXTS: readonly DomainCatalogs[] = [CATALOGS.dayBlocks, CATALOGS.dayGuidance, CATALOGS.vedic];

export const ERROR_TEXTS: readonly DomainCatalogs[] = [CATALOGS.apiErrors];

/** Pushes and their mails: their own words first (short weekdays), then the day's (block names, themes). */
export const NOTIFICATION_TEXTS: readonly DomainCatalogs[] = [CATALOGS.notifications, ...DAY_TEXTS];

/** The planner's reasons and scheduling's suggestion reasons: their own words, then the pushes' (durations, short weekdays, ideal window), then the day's. */
export const PLANNER_TEXTS: readonly DomainCatalogs[] = [CATALOGS.planner, CATALOGS.notifications, ...DAY_TEXTS];

/** Co-Flow's comparison: its own words, then the planner's (parts of the day, batching reasons), then the day's (missing sources). */
export const CO_FLOW_TEXTS: readonly DomainCatalogs[] = [CATALOGS.coFlow, CATALOGS.planner, CATALOGS.notifications, ...DAY_TEXTS];

/** Insights' summary: its own words only. */
export const INSIGHTS_TEXTS: readonly DomainCatalogs[] = [CATALOGS.insights];

/** A calendar connection's last error (calendar-sync's words and the providers' statuses). */
export const CALENDAR_TEXTS: readonly DomainCatalogs[] = [CATALOGS.calendarErrors];

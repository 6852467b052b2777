import type { DomainCatalogs } from '../translator';
import { apiErrorsEn } from './api-errors.en';
import { apiErrorsHi } from './api-errors.hi';
import { dayBlocksEn } from './day-blocks.en';
import { dayBlocksHi } from './day-blocks.hi';
import { dayGuidanceEn } from './day-guidance.en';
import { dayGuidanceHi } from './day-guidance.hi';
import { notificationsEn } from './notifications.en';
import { notificationsHi } from './notifications.hi';
import { vedicEn } from './vedic.en';
import { vedicHi } from './vedic.hi';

/** Every catalog by domain: English and each other language with the same ids (checked by test/catalogs.spec.ts). */
export const CATALOGS = {
  vedic: { en: vedicEn, hi: vedicHi },
  dayBlocks: { en: dayBlocksEn, hi: dayBlocksHi },
  dayGuidance: { en: dayGuidanceEn, hi: dayGuidanceHi },
  notifications: { en: notificationsEn, hi: notificationsHi },
  apiErrors: { en: apiErrorsEn, hi: apiErrorsHi },
} as const satisfies Record<string, DomainCatalogs>;

/** The day's texts (daily flow, panchang): Vedic terms last, so a sentence's pattern wins over a bare name. */
export const DAY_TEXTS: readonly DomainCatalogs[] = [CATALOGS.dayBlocks, CATALOGS.dayGuidance, CATALOGS.vedic];

export const ERROR_TEXTS: readonly DomainCatalogs[] = [CATALOGS.apiErrors];

/** Pushes and their mails: their own words first (short weekdays), then the day's (block names, themes). */
export const NOTIFICATION_TEXTS: readonly DomainCatalogs[] = [CATALOGS.notifications, ...DAY_TEXTS];

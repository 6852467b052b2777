import type { CalendarConnectionStatus, Language } from '@flow/contracts';
import { CALENDAR_TEXTS, CATALOGS } from './catalogs';
import { createLocalizer } from './localizer';

/** Why a connection or its "Protect my peak" last failed, in the person's language; a reason no catalog knows is said in general words. */
export function calendarErrorIn(message: string | null, language: Language | null | undefined): string | null {
  if (message === null || !language || language === 'en') return message;
  const say = createLocalizer(language, CALENDAR_TEXTS);
  const said = say(message);
  return said !== message ? said : say(CATALOGS.calendarErrors.en.unknown);
}

/** GET /api/calendar/connection (and the routes answering with it) in the person's language: each `lastError`. */
export function calendarStatusIn<T extends CalendarConnectionStatus>(status: T, language: Language | null | undefined): T {
  if (!language || language === 'en') return status;
  return {
    ...status,
    connections: status.connections.map((c) => ({
      ...c,
      lastError: calendarErrorIn(c.lastError, language),
      peakProtection: { ...c.peakProtection, lastError: calendarErrorIn(c.peakProtection.lastError, language) },
    })),
  };
}

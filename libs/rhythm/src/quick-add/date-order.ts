/**
 * Which way round a person writes a numeric date ('03/12'): the one place Quick Add decides it.
 *
 * The person's locale decides — the browser's, sent with the request as a BCP 47 tag. When none is
 * sent, the locale of the country of their time zone stands in for it: Europe/London → en-GB,
 * Asia/Kolkata → en-IN, the United States' zones → en-US, a few other month-first or year-first
 * countries by their zones, and anywhere else day-first (en-GB), as most of the world writes dates.
 * A zone with no country (UTC, Etc/*) keeps FLOW's English default, en-US.
 */
export type DateOrder = 'day-first' | 'month-first';

/** Zones whose country writes the month before the day (or year-month-day, where 3/12 is 12 March too). */
const ZONE_LOCALES: Record<string, string> = {
  'Europe/London': 'en-GB',
  'Europe/Belfast': 'en-GB',
  'Asia/Kolkata': 'en-IN',
  'Asia/Calcutta': 'en-IN',
  'Pacific/Honolulu': 'en-US',
  'America/Puerto_Rico': 'en-US',
  'Pacific/Guam': 'en-US',
  'Asia/Manila': 'en-PH',
  'Asia/Tokyo': 'ja-JP',
  'Asia/Seoul': 'ko-KR',
  'Asia/Shanghai': 'zh-CN',
  'Asia/Chongqing': 'zh-CN',
  'Asia/Taipei': 'zh-TW',
};
/** The United States' zones in the IANA database (America/* zones of other countries are day-first). */
const US_ZONE =
  /^(?:America\/(?:New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Juneau|Sitka|Metlakatla|Yakutat|Nome|Adak|Boise|Detroit|Menominee|Indiana\/.+|Kentucky\/.+|North_Dakota\/.+|Louisville|Fort_Wayne|Indianapolis|Shiprock)|US\/.+|EST5EDT|CST6CDT|MST7MDT|PST8PDT|EST|MST|HST)$/;
const NO_COUNTRY = /^(?:UTC|GMT|Etc\/.+|Universal|Zulu)$/i;

export const DEFAULT_LOCALE = 'en-US';
const DAY_FIRST_LOCALE = 'en-GB';

/** The locale of the zone's country, as far as date order goes. */
export function localeForTimeZone(timeZone: string): string {
  if (ZONE_LOCALES[timeZone]) return ZONE_LOCALES[timeZone]!;
  if (US_ZONE.test(timeZone) || NO_COUNTRY.test(timeZone)) return DEFAULT_LOCALE;
  return DAY_FIRST_LOCALE;
}

/** A well-formed BCP 47 tag in its canonical spelling, else null. */
export function canonicalLocale(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

const orders = new Map<string, DateOrder>();

/** Day-first or month-first, as `Intl` writes a short numeric date for the locale. */
export function dateOrderOf(locale: string): DateOrder {
  const known = orders.get(locale);
  if (known) return known;
  let order: DateOrder = 'month-first';
  try {
    const parts = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', timeZone: 'UTC' }).formatToParts(new Date(Date.UTC(2026, 11, 3)));
    const types = parts.map((part) => part.type);
    if (types.indexOf('day') < types.indexOf('month')) order = 'day-first';
  } catch {
    // An unknown locale reads as FLOW's default.
  }
  orders.set(locale, order);
  return order;
}

/** The person's date order: their locale when it is a valid tag, else their zone's country's. */
export function quickAddDateOrder(locale: string | undefined, timeZone: string): DateOrder {
  const tag = locale ? canonicalLocale(locale) : null;
  return dateOrderOf(tag ?? localeForTimeZone(timeZone));
}

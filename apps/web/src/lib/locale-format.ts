import { inUiLanguage } from './app-language';
import { browserLocale } from './clock-preference';

/**
 * Formats by locale beyond dates and times (lib/local-day.ts writes those): numbers, the order a
 * numeric date is read in, and the first day of the week. The locale is the screen's (browserLocale:
 * hi-IN in Hindi, else the browser's, so en-GB reads 03/12 as 3 December and en-US as March 12).
 */

export type DateOrder = 'DMY' | 'MDY' | 'YMD';

/** The order of day, month and year in the locale's numeric dates. */
export function dateOrder(locale: string = browserLocale()): DateOrder {
  const parts = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(Date.UTC(2026, 10, 28))
    .map((part) => part.type)
    .filter((type) => type === 'day' || type === 'month' || type === 'year');
  const order = parts.map((type) => type[0]!.toUpperCase()).join('');
  return order === 'MDY' || order === 'YMD' ? order : 'DMY';
}

/** Regions whose weeks start on Sunday or Saturday (CLDR); every other starts on Monday. */
const SUNDAY_FIRST = new Set(
  'AG AS BD BR BS BT BW BZ CA CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(
    ' ',
  ),
);
const SATURDAY_FIRST = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));

/** The locale's first day of the week: 1 Monday … 7 Sunday (ISO), as Intl.Locale's weekInfo has it. */
export function firstDayOfWeek(locale: string = browserLocale()): number {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    if (firstDay) return firstDay;
  } catch {}
  const region = new Intl.Locale(locale).maximize().region ?? 'US';
  return SUNDAY_FIRST.has(region) ? 7 : SATURDAY_FIRST.has(region) ? 6 : 1;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/** A number in the screen's locale ('1,234.5' en-US, '1,234.5' hi-IN with Indian grouping for lakhs). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const locale = browserLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return inUiLanguage(format.format(value));
}

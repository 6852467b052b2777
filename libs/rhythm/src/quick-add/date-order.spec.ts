import fc from 'fast-check';
import { canonicalLocale, dateOrderOf, localeForTimeZone, quickAddDateOrder } from './date-order';
import { parseEventRequest } from './parse-event-request';

describe('date order', () => {
  it.each([
    ['en-GB', 'day-first'],
    ['en-IN', 'day-first'],
    ['hi-IN', 'day-first'],
    ['de-DE', 'day-first'],
    ['en-US', 'month-first'],
    ['ja-JP', 'month-first'],
    ['en', 'month-first'],
  ])('%s writes numeric dates %s', (locale, order) => {
    expect(dateOrderOf(locale)).toBe(order);
  });

  it.each([
    ['Europe/London', 'en-GB'],
    ['Asia/Kolkata', 'en-IN'],
    ['Asia/Calcutta', 'en-IN'],
    ['America/New_York', 'en-US'],
    ['America/Los_Angeles', 'en-US'],
    ['America/Indiana/Indianapolis', 'en-US'],
    ['Pacific/Honolulu', 'en-US'],
    ['UTC', 'en-US'],
    ['Europe/Berlin', 'en-GB'],
    ['America/Sao_Paulo', 'en-GB'],
    ['Australia/Sydney', 'en-GB'],
  ])("without a locale, %s stands in for the person's (%s)", (zone, locale) => {
    expect(localeForTimeZone(zone)).toBe(locale);
  });

  it('takes the locale sent over the zone, and the zone when the locale is not a BCP 47 tag', () => {
    expect(quickAddDateOrder('en-US', 'Europe/London')).toBe('month-first');
    expect(quickAddDateOrder('en-GB', 'America/New_York')).toBe('day-first');
    expect(quickAddDateOrder('english!', 'Europe/London')).toBe('day-first');
    expect(quickAddDateOrder(undefined, 'America/Chicago')).toBe('month-first');
    expect(canonicalLocale('EN-gb')).toBe('en-GB');
    expect(canonicalLocale('no such thing')).toBeNull();
  });
});

describe('numeric dates in the locale order (properties)', () => {
  const now = new Date('2026-03-10T08:00:00Z');
  const dateOf = (message: string, locale: string, timeZone = 'Europe/London') => parseEventRequest({ message, now, timeZone, locale }).eventData.date;
  const pad = (n: number) => String(n).padStart(2, '0');
  // Days 1–28 exist in every month; the year is said, so no forward-dating changes it.
  const dayMonth = fc.record({ day: fc.integer({ min: 1, max: 28 }), month: fc.integer({ min: 1, max: 12 }) });

  it('day-first d/m/yyyy and month-first m/d/yyyy name the same day', () => {
    fc.assert(
      fc.property(dayMonth, ({ day, month }) => {
        const expected = `2027-${pad(month)}-${pad(day)}`;
        expect(dateOf(`Vet ${day}/${month}/2027 at 9am`, 'en-GB')).toBe(expected);
        expect(dateOf(`Vet ${day}/${month}/2027 at 9am`, 'en-IN', 'Asia/Kolkata')).toBe(expected);
        expect(dateOf(`Vet ${month}/${day}/2027 at 9am`, 'en-US', 'America/New_York')).toBe(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('a day over 12 can only be a day, whichever the locale', () => {
    fc.assert(
      fc.property(fc.integer({ min: 13, max: 28 }), fc.integer({ min: 1, max: 12 }), (day, month) => {
        const expected = `2027-${pad(month)}-${pad(day)}`;
        expect(dateOf(`Vet ${day}/${month}/2027`, 'en-US', 'America/New_York')).toBe(expected);
        expect(dateOf(`Vet ${month}/${day}/2027`, 'en-GB')).toBe(expected);
      }),
      { numRuns: 40 },
    );
  });
});

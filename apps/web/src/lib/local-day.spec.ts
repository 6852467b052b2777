import { DateTime } from 'luxon';
import { dayRange, daysRange, formatLongDate, formatMediumDate, formatMinutes, formatMonthDay, formatShortDate, formatWeekRange, instantAt } from './local-day';

// local-day.ts is written on Intl to keep luxon out of the first load; luxon (which the rest of the
// app still uses) is the reference it must agree with, DST days and half-hour zones included.
const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'America/Santiago', 'Pacific/Chatham'];
const dates = ['2026-01-15', '2026-03-08', '2026-03-29', '2026-04-05', '2026-09-06', '2026-10-25', '2026-11-01', '2026-12-31'];

describe('local days and times without luxon', () => {
  it.each(zones)('bounds a local day and places a wall time in %s as luxon does', (zone) => {
    for (const date of dates) {
      const start = DateTime.fromISO(date, { zone }).startOf('day');
      // The end is the next local midnight (luxon's start.plus({ days }) keeps 01:00 after a midnight skipped by DST).
      const midnight = (days: number) => start.plus({ days }).startOf('day').toUTC().toISO();
      expect(dayRange(date, zone)).toEqual({ from: start.toUTC().toISO(), to: midnight(1) });
      expect(dayRange(date, zone, 7).to).toBe(midnight(7));
      for (const minutes of [0, 90, 150, 570, 1439, 1500]) {
        expect(instantAt(date, minutes, zone)).toBe(start.plus({ minutes }).toISO({ suppressMilliseconds: true }));
      }
    }
  });

  it('writes dates and clock times as luxon did', () => {
    const day = (date: string) => DateTime.fromISO(date, { zone: 'UTC', locale: 'en-US' });
    for (const date of dates) {
      expect(formatLongDate(date)).toBe(day(date).toLocaleString({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }));
      expect(formatShortDate(date)).toBe(day(date).toLocaleString({ weekday: 'short', month: 'short', day: 'numeric' }));
      expect(formatMediumDate(date)).toBe(day(date).toLocaleString({ month: 'short', day: 'numeric', year: 'numeric' }));
      expect(formatMonthDay(date)).toBe(day(date).toLocaleString({ month: 'short', day: 'numeric' }));
    }
    expect(formatLongDate('2026-04-15')).toBe('Wednesday, April 15, 2026');
    expect(formatWeekRange('2026-12-28')).toBe('Dec 28 – Jan 3, 2027');
    expect(formatMinutes(-30)).toBe('11:30 PM');
    expect(formatMinutes(13 * 60 + 5)).toBe('1:05 PM');
    // Santiago skips from 00:00 to 01:00 on 6 September 2026: that day starts at 01:00 (-03).
    expect(dayRange('2026-09-06', 'America/Santiago')).toEqual({ from: '2026-09-06T04:00:00.000Z', to: '2026-09-07T03:00:00.000Z' });
  });
});

describe('the instants that bound a run of days, each in its own zone', () => {
  it('starts at the first day’s midnight where it is spent and ends at the last day’s', () => {
    // London (UTC+0 in March) until Wednesday, Tokyo (UTC+9) from Thursday.
    const zoneOf = (date: string) => (date >= '2026-03-12' ? 'Asia/Tokyo' : 'Europe/London');
    expect(daysRange(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13'], zoneOf)).toEqual({
      from: '2026-03-09T00:00:00.000Z',
      to: '2026-03-13T15:00:00.000Z',
    });
    // Flying west, the earlier zone's day can end after the later one's: the run still covers both.
    const west = (date: string) => (date >= '2026-03-10' ? 'Europe/London' : 'Asia/Tokyo');
    expect(daysRange(['2026-03-09', '2026-03-10'], west)).toEqual({ from: '2026-03-08T15:00:00.000Z', to: '2026-03-11T00:00:00.000Z' });
  });
});

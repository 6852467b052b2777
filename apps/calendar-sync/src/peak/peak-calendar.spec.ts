import type { CalendarSummary } from '@flow/contracts';
import { peakCalendarOf } from './peak-calendar';

const calendar = (id: string, changes: Partial<CalendarSummary> = {}): CalendarSummary => ({
  id,
  name: id,
  selected: true,
  writable: true,
  primary: false,
  color: null,
  timeZone: null,
  ...changes,
});

describe('peakCalendarOf', () => {
  it('books Google Focus Time only in the writable primary calendar, whatever FLOW copies its events to', () => {
    const calendars = [calendar('team'), calendar('me@x', { primary: true })];
    expect(peakCalendarOf({ provider: 'google', calendars, writeCalendarId: 'team' })).toBe('me@x');
    expect(peakCalendarOf({ provider: 'google', calendars: [calendar('me@x', { primary: true, writable: false })], writeCalendarId: null })).toBeNull();
  });

  it('books CalDAV blocks in the calendar FLOW writes to, else the first writable one', () => {
    const calendars = [calendar('a', { writable: false }), calendar('b'), calendar('c')];
    expect(peakCalendarOf({ provider: 'caldav', calendars, writeCalendarId: 'c' })).toBe('c');
    expect(peakCalendarOf({ provider: 'caldav', calendars, writeCalendarId: null })).toBe('b');
    expect(peakCalendarOf({ provider: 'caldav', calendars, writeCalendarId: 'a' })).toBe('b');
  });
});

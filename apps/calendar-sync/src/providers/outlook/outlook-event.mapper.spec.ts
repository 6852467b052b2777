import { fromGraphEvent, patternedRecurrence, toGraphEvent, toGraphPeakBlock } from './outlook-event.mapper';

describe('Outlook events as FLOW reads them', () => {
  it('reads a timed event as instants, leaves out declined and cancelled ones, keeps tentative ones', () => {
    const base = {
      id: 'A',
      subject: ' Review ',
      start: { dateTime: '2026-12-01T09:00:00.0000000', timeZone: 'UTC' },
      end: { dateTime: '2026-12-01T10:00:00.0000000', timeZone: 'UTC' },
    };
    expect(fromGraphEvent({ ...base, showAs: 'tentative', location: { displayName: 'Room 4' } }, 'cal', 'UTC')).toMatchObject({
      id: 'A',
      summary: 'Review',
      startTime: '2026-12-01T09:00:00.000Z',
      endTime: '2026-12-01T10:00:00.000Z',
      isAllDay: false,
      location: 'Room 4',
    });
    expect(fromGraphEvent({ ...base, responseStatus: { response: 'declined' } }, 'cal', 'UTC')).toBeNull();
    expect(fromGraphEvent({ ...base, isCancelled: true }, 'cal', 'UTC')).toBeNull();
    expect(fromGraphEvent({ id: 'A', '@removed': { reason: 'deleted' } }, 'cal', 'UTC')).toBeNull();
  });

  it("anchors an all-day event at midnight in the calendar's zone, as Google's all-day dates are", () => {
    const offsite = fromGraphEvent(
      {
        id: 'B',
        subject: 'Offsite',
        isAllDay: true,
        start: { dateTime: '2026-12-03T00:00:00.0000000', timeZone: 'UTC' },
        end: { dateTime: '2026-12-04T00:00:00.0000000', timeZone: 'UTC' },
      },
      'cal',
      'Europe/Berlin',
    );
    expect(offsite).toMatchObject({ isAllDay: true, startTime: '2026-12-02T23:00:00.000Z', endTime: '2026-12-03T23:00:00.000Z' });
  });

  it("reads FLOW's own copy back by its transactionId, and never a focus block's", () => {
    const at = { start: { dateTime: '2026-12-01T09:00:00', timeZone: 'UTC' }, end: { dateTime: '2026-12-01T10:00:00', timeZone: 'UTC' } };
    expect(fromGraphEvent({ id: 'C', ...at, transactionId: '0b6f5c39-51f4-4b0e-9d1e-3c1a3b2f8e11' }, 'cal', 'UTC')?.flowEventId).toBe(
      '0b6f5c39-51f4-4b0e-9d1e-3c1a3b2f8e11',
    );
    expect(fromGraphEvent({ id: 'D', ...at, transactionId: 'flow-peak-0b6f5c39-51f4-4b0e-9d1e-3c1a3b2f8e11' }, 'cal', 'UTC')?.flowEventId).toBeNull();
  });
});

describe('FLOW events as Outlook writes them', () => {
  it('turns RRULEs into patternedRecurrence on the wall clock of the zone', () => {
    expect(patternedRecurrence('FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6', '2026-11-30T09:00:00Z', 'Europe/London')).toEqual({
      pattern: { type: 'weekly', interval: 1, daysOfWeek: ['monday', 'wednesday'], firstDayOfWeek: 'monday' },
      range: { type: 'numbered', startDate: '2026-11-30', numberOfOccurrences: 6, recurrenceTimeZone: 'Europe/London' },
    });
    expect(patternedRecurrence('FREQ=DAILY;INTERVAL=2;UNTIL=20261231T235959Z', '2026-12-01T08:00:00Z', 'Asia/Tokyo').range).toEqual({
      type: 'endDate',
      startDate: '2026-12-01',
      endDate: '2027-01-01',
      recurrenceTimeZone: 'Asia/Tokyo',
    });
    expect(patternedRecurrence('FREQ=MONTHLY', '2026-12-15T08:00:00Z', 'UTC').pattern).toEqual({ type: 'absoluteMonthly', interval: 1, dayOfMonth: 15 });
    expect(() => patternedRecurrence('FREQ=MONTHLY;BYDAY=1MO', '2026-12-07T08:00:00Z', 'UTC')).toThrow('cannot be copied to Outlook');
  });

  it('writes a series with its first start in its zone, and a single event in UTC, both in the FLOW category', () => {
    const event = {
      id: '0b6f5c39-51f4-4b0e-9d1e-3c1a3b2f8e11',
      title: 'Standup',
      description: null,
      start_time: '2026-11-30T09:00:00Z',
      end_time: '2026-11-30T09:15:00Z',
      location: null,
      attendees: [{ email: 'a@b.test', name: null }],
    };
    expect(toGraphEvent(event)).toMatchObject({
      start: { dateTime: '2026-11-30T09:00:00', timeZone: 'UTC' },
      categories: ['FLOW'],
      recurrence: null,
      attendees: [{ emailAddress: { address: 'a@b.test' }, type: 'required' }],
    });
    expect(toGraphEvent({ ...event, recurrence: 'FREQ=DAILY', timeZone: 'America/New_York' })).toMatchObject({
      start: { dateTime: '2026-11-30T04:00:00', timeZone: 'America/New_York' },
      recurrence: { pattern: { type: 'daily' } },
    });
  });

  it('books a focus block as busy without a reminder, and free when it yields', () => {
    const block = {
      start: new Date('2026-12-01T09:00:00Z'),
      end: new Date('2026-12-01T11:00:00Z'),
      timeZone: 'Europe/Paris',
      free: false,
      autoDeclineMode: 'declineNone' as const,
      declineMessage: '',
    };
    expect(toGraphPeakBlock(block)).toMatchObject({
      showAs: 'busy',
      isReminderOn: false,
      categories: ['FLOW'],
      start: { dateTime: '2026-12-01T10:00:00', timeZone: 'Europe/Paris' },
    });
    expect(toGraphPeakBlock({ ...block, free: true }).showAs).toBe('free');
  });
});

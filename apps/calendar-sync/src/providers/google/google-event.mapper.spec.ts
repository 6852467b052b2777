import { fromGoogleEvent, googleEventId, toGoogleEvent, toGoogleFocusTime } from './google-event.mapper';

describe('fromGoogleEvent', () => {
  it('reads dateTime as an instant and an all-day date as midnight in the calendar zone', () => {
    expect(
      fromGoogleEvent(
        { id: 'a', summary: 'Call', start: { dateTime: '2026-11-24T09:00:00-05:00' }, end: { dateTime: '2026-11-24T09:30:00-05:00' } },
        'cal',
        'UTC',
      ),
    ).toMatchObject({
      startTime: '2026-11-24T14:00:00.000Z',
      endTime: '2026-11-24T14:30:00.000Z',
      isAllDay: false,
      location: null,
    });
    expect(fromGoogleEvent({ id: 'b', start: { date: '2026-11-26' }, end: { date: '2026-11-27' } }, 'cal', 'Asia/Tokyo')).toMatchObject({
      summary: '(No title)',
      startTime: '2026-11-25T15:00:00.000Z',
      endTime: '2026-11-26T15:00:00.000Z',
      isAllDay: true,
    });
  });

  it('leaves out cancelled and declined events and working-location markers, and finds FLOW copies', () => {
    const base = { start: { dateTime: '2026-11-24T09:00:00Z' }, end: { dateTime: '2026-11-24T10:00:00Z' } };
    expect(fromGoogleEvent({ id: 'c', status: 'cancelled', ...base }, 'cal', 'UTC')).toBeNull();
    expect(fromGoogleEvent({ id: 'd', attendees: [{ email: 'me@x.com', self: true, responseStatus: 'declined' }], ...base }, 'cal', 'UTC')).toBeNull();
    expect(fromGoogleEvent({ id: 'e', eventType: 'workingLocation', ...base }, 'cal', 'UTC')).toBeNull();
    expect(fromGoogleEvent({ id: 'f', extendedProperties: { private: { flowEventId: 'flow-1' } }, ...base }, 'cal', 'Not/AZone')?.flowEventId).toBe('flow-1');
  });
});

describe('toGoogleEvent', () => {
  it('builds the insert body with attendees and the FLOW id, and a valid Google event id', () => {
    const id = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
    expect(googleEventId(id)).toMatch(/^[a-v0-9]{5,1024}$/);
    expect(
      toGoogleEvent({
        id,
        title: 'Review',
        description: null,
        location: null,
        start_time: '2026-11-24T10:00:00+01:00',
        end_time: '2026-11-24T11:00:00+01:00',
        attendees: [{ email: 'a@b.co', name: null }],
      }),
    ).toEqual({
      summary: 'Review',
      description: '',
      location: '',
      start: { dateTime: '2026-11-24T09:00:00.000Z' },
      end: { dateTime: '2026-11-24T10:00:00.000Z' },
      attendees: [{ email: 'a@b.co' }],
      extendedProperties: { private: { flowEventId: id } },
    });
  });
});

describe('toGoogleFocusTime', () => {
  const block = {
    start: new Date('2026-03-02T08:30:00Z'),
    end: new Date('2026-03-02T11:00:00Z'),
    timeZone: 'Europe/Berlin',
    free: false,
    autoDeclineMode: 'declineAllConflictingInvitations' as const,
    declineMessage: 'Deep work',
  };

  it('is a busy Focus Time event on the wall clock of the day, with the chosen auto-decline, marked as FLOW’s', () => {
    expect(toGoogleFocusTime(block)).toMatchObject({
      eventType: 'focusTime',
      start: { dateTime: '2026-03-02T09:30:00+01:00', timeZone: 'Europe/Berlin' },
      end: { dateTime: '2026-03-02T12:00:00+01:00', timeZone: 'Europe/Berlin' },
      transparency: 'opaque',
      focusTimeProperties: { autoDeclineMode: 'declineAllConflictingInvitations', declineMessage: 'Deep work', chatStatus: 'doNotDisturb' },
      extendedProperties: { private: { flowPeakProtection: '1' } },
    });
  });

  it('turned free, it no longer blocks or declines', () => {
    expect(toGoogleFocusTime({ ...block, free: true })).toMatchObject({
      transparency: 'transparent',
      focusTimeProperties: { autoDeclineMode: 'declineNone', chatStatus: 'available' },
    });
    expect(toGoogleFocusTime({ ...block, free: true }).focusTimeProperties).not.toHaveProperty('declineMessage');
  });
});

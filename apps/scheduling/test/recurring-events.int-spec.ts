import { SchedulingMessages } from '@flow/contracts';
import { DateTime } from 'luxon';
import { sharedApi, signUp, type TestUser } from './helpers';

const api = sharedApi();
let ann: TestUser;
let bob: TestUser;

// Mondays at 09:00 in Berlin from 15 March 2027; summer time starts on 28 March, so 09:00 moves from 08:00Z to 07:00Z.
const standup = {
  title: 'Standup',
  startTime: '2027-03-15T09:00:00+01:00',
  endTime: '2027-03-15T09:15:00+01:00',
  recurrence: 'FREQ=WEEKLY;BYDAY=MO',
  timeZone: 'Europe/Berlin',
};
const window = '?from=2027-03-01T00:00:00Z&to=2027-04-20T00:00:00Z';
interface Listed {
  id: string;
  title: string;
  start_time: string;
  startTime?: string;
  recurringEventId: string | null;
}
const list = async (user: TestUser) =>
  ((await api.get(`/api/events${window}`, user.token)).body.events as Listed[]).map((e) => ({
    title: e.title,
    start: e.startTime,
    series: e.recurringEventId,
  }));

beforeAll(async () => {
  [ann, bob] = await Promise.all([signUp(api, 'rec-ann'), signUp(api, 'rec-bob')]);
});

describe('repeating events through the gateway', () => {
  it('stores an RRULE, lists occurrences at 09:00 local across DST, and changes this, following and all', async () => {
    const created = await api.post('/api/events', standup, ann.token);
    expect(created.status).toBe(201);
    const id = created.body.event.id as string;
    expect(created.body.event).toMatchObject({ recurrence: 'FREQ=WEEKLY;BYDAY=MO', recurrenceTimeZone: 'Europe/Berlin', exdates: [], recurringEventId: null });

    const mondays = [
      '2027-03-15T08:00:00.000Z',
      '2027-03-22T08:00:00.000Z',
      '2027-03-29T07:00:00.000Z',
      '2027-04-05T07:00:00.000Z',
      '2027-04-12T07:00:00.000Z',
      '2027-04-19T07:00:00.000Z',
    ];
    expect(await list(ann)).toEqual(mondays.map((start) => ({ title: 'Standup', start, series: id })));

    // Another user neither sees nor changes it.
    expect(await list(bob)).toEqual([]);
    expect((await api.patch(`/api/events/${id}?scope=all`, { title: 'Mine now' }, bob.token)).status).toBe(404);
    expect((await api.delete(`/api/events/${id}?scope=all`, bob.token)).status).toBe(404);

    // This event: the second Monday moves to 11:00 and is renamed; the others stay.
    const moved = await api.patch(
      `/api/events/${id}?scope=this&occurrence=${mondays[1]}`,
      { title: 'Standup (late)', startTime: '2027-03-22T10:00:00Z', endTime: '2027-03-22T10:15:00Z' },
      ann.token,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.event).toMatchObject({
      title: 'Standup (late)',
      start_time: '2027-03-22T10:00:00.000Z',
      recurringEventId: id,
      originalStartTime: mondays[1],
    });
    // This event, cancelled.
    expect((await api.delete(`/api/events/${id}?scope=this&occurrence=${mondays[2]}`, ann.token)).status).toBe(200);
    expect(await list(ann)).toEqual([
      { title: 'Standup', start: mondays[0], series: id },
      { title: 'Standup (late)', start: '2027-03-22T10:00:00.000Z', series: id },
      ...mondays.slice(3).map((start) => ({ title: 'Standup', start, series: id })),
    ]);

    // This and following: from 5 April on it is 'Sync' at 09:30 local; the earlier ones keep their name and time.
    const following = await api.patch(
      `/api/events/${id}?scope=following&occurrence=${mondays[3]}`,
      { title: 'Sync', startTime: '2027-04-05T07:30:00Z', endTime: '2027-04-05T07:45:00Z' },
      ann.token,
    );
    expect(following.status).toBe(200);
    const second = following.body.event.id as string;
    expect(second).not.toBe(id);
    expect(await list(ann)).toEqual([
      { title: 'Standup', start: mondays[0], series: id },
      { title: 'Standup (late)', start: '2027-03-22T10:00:00.000Z', series: id },
      { title: 'Sync', start: '2027-04-05T07:30:00.000Z', series: second },
      { title: 'Sync', start: '2027-04-12T07:30:00.000Z', series: second },
      { title: 'Sync', start: '2027-04-19T07:30:00.000Z', series: second },
    ]);

    // All events of the first series: renamed, the changed one too.
    expect((await api.patch(`/api/events/${id}?scope=all`, { title: 'Team standup' }, ann.token)).status).toBe(200);
    expect((await list(ann)).slice(0, 2).map((e) => e.title)).toEqual(['Team standup', 'Team standup']);

    // Deleting all of a series takes its changed occurrence with it.
    expect((await api.delete(`/api/events/${id}?scope=all`, ann.token)).status).toBe(200);
    expect((await list(ann)).map((e) => e.series)).toEqual([second, second, second]);
    // This and following from the first occurrence is the whole series.
    expect((await api.delete(`/api/events/${second}?scope=following&occurrence=2027-04-05T07:30:00Z`, ann.token)).status).toBe(200);
    expect(await list(ann)).toEqual([]);
  });

  it('ends a series with COUNT or UNTIL and refuses rules it cannot keep, with the reason', async () => {
    const counted = await api.post('/api/events', { ...standup, recurrence: 'FREQ=WEEKLY;BYDAY=MO;COUNT=2' }, ann.token);
    expect(counted.status).toBe(201);
    expect((await list(ann)).map((e) => e.start)).toEqual(['2027-03-15T08:00:00.000Z', '2027-03-22T08:00:00.000Z']);
    await api.delete(`/api/events/${counted.body.event.id}?scope=all`, ann.token);

    const refused = async (recurrence: string) => {
      const response = await api.post('/api/events', { ...standup, recurrence }, ann.token);
      return [response.status, response.body.error?.message];
    };
    expect(await refused('FREQ=DAILY;COUNT=3;UNTIL=20270401T000000Z')).toEqual([422, SchedulingMessages.recurrence.countAndUntil]);
    expect(await refused('FREQ=DAILY;BYHOUR=9,10,11')).toEqual([422, SchedulingMessages.recurrence.tooMany]);
    expect(await refused('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30')).toEqual([422, SchedulingMessages.recurrence.empty]);
    expect(await refused('FREQ=MINUTELY')).toEqual([422, SchedulingMessages.recurrence.frequency]);
    expect((await refused('RRULE:FREQ=DAILY'))[0]).toBe(422);
    expect(await list(ann)).toEqual([]);
  });

  it('asks which occurrence for this or following, and refuses one the rule does not have', async () => {
    const created = await api.post('/api/events', standup, ann.token);
    const id = created.body.event.id as string;
    expect(await api.patch(`/api/events/${id}?scope=this`, { title: 'x' }, ann.token)).toMatchObject({
      status: 422,
      body: { error: { message: SchedulingMessages.occurrenceRequired } },
    });
    expect(await api.delete(`/api/events/${id}?scope=this&occurrence=2027-03-16T08:00:00Z`, ann.token)).toMatchObject({
      status: 404,
      body: { error: { message: SchedulingMessages.occurrenceNotFound } },
    });
    expect((await api.patch(`/api/events/${id}?scope=sometimes`, { title: 'x' }, ann.token)).status).toBe(422);
    await api.delete(`/api/events/${id}?scope=all`, ann.token);
  });

  it("keeps an event's own reminder through this, following and all, and refuses one out of range", async () => {
    const cy = await signUp(api, 'rec-remind');
    const created = await api.post('/api/events', { ...standup, reminderMinutes: 30 }, cy.token);
    expect(created.status).toBe(201);
    const id = created.body.event.id as string;
    const reminders = async () =>
      ((await api.get(`/api/events${window}`, cy.token)).body.events as (Listed & { reminderMinutes: number | null })[]).map((e) => [
        e.startTime,
        e.recurringEventId === id ? 'first' : 'second',
        e.reminderMinutes,
      ]);
    const mondays = [
      '2027-03-15T08:00:00.000Z',
      '2027-03-22T08:00:00.000Z',
      '2027-03-29T07:00:00.000Z',
      '2027-04-05T07:00:00.000Z',
      '2027-04-12T07:00:00.000Z',
      '2027-04-19T07:00:00.000Z',
    ];
    expect(await reminders()).toEqual(mondays.map((m) => [m, 'first', 30]));

    // This event: none for the second Monday only.
    expect((await api.patch(`/api/events/${id}?scope=this&occurrence=${mondays[1]}`, { reminderMinutes: 0 }, cy.token)).status).toBe(200);
    // This and following: a day before from 5 April on (a new series).
    expect((await api.patch(`/api/events/${id}?scope=following&occurrence=${mondays[3]}`, { reminderMinutes: 1440 }, cy.token)).status).toBe(200);
    expect(await reminders()).toEqual([
      [mondays[0], 'first', 30],
      [mondays[1], 'first', 0],
      [mondays[2], 'first', 30],
      ...mondays.slice(3).map((m) => [m, 'second', 1440]),
    ]);
    // All of the first series, its changed occurrence too: back to the person's lead time (null).
    expect((await api.patch(`/api/events/${id}?scope=all`, { reminderMinutes: null }, cy.token)).status).toBe(200);
    expect((await reminders()).slice(0, 3).map((r) => r[2])).toEqual([null, null, null]);

    // Out of range, not whole, not a number: 422 with the reason, nothing changed; another person cannot change it.
    for (const bad of [-5, 1441, 2.5, '30']) {
      const refused = await api.patch(`/api/events/${id}?scope=all`, { reminderMinutes: bad }, cy.token);
      expect([bad, refused.status, refused.body.error?.message]).toEqual([bad, 422, SchedulingMessages.reminderMinutes]);
    }
    expect((await api.post('/api/events', { ...standup, reminderMinutes: 5000 }, cy.token)).status).toBe(422);
    expect((await api.patch(`/api/events/${id}?scope=all`, { reminderMinutes: 5 }, ann.token)).status).toBe(404);
    expect((await reminders()).slice(0, 3).map((r) => r[2])).toEqual([null, null, null]);
  });

  it('lists at most 2 years of a series without a window, and refuses a window wider than 366 days', async () => {
    const user = await signUp(api, 'rec-window');
    const monthly = {
      title: 'Rent',
      startTime: '2027-01-01T09:00:00Z',
      endTime: '2027-01-01T09:30:00Z',
      recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1',
      timeZone: 'UTC',
    };
    expect((await api.post('/api/events', monthly, user.token)).status).toBe(201);
    const wide = await api.get('/api/events?from=2027-01-01T00:00:00Z&to=2032-01-01T00:00:00Z', user.token);
    expect([wide.status, wide.body.error?.message]).toEqual([422, SchedulingMessages.rangeTooWide]);
    const events = (await api.get('/api/events', user.token)).body.events as Listed[];
    // 1 January 2027 to 1 January 2029: 25 firsts of the month, none after the 2 years.
    expect(events).toHaveLength(25);
    expect(events[24]!.startTime).toBe('2029-01-01T09:00:00.000Z');
  });
});

describe('everything that reads events sees the occurrences', () => {
  const ZONE = 'UTC';
  // A day 10 days ahead; the series began 3 days before it, so none of its rows starts on that day.
  const day = DateTime.now().setZone(ZONE).plus({ days: 10 }).toISODate()!;
  const at = (hhmm: string, days = 0) => DateTime.fromISO(`${day}T${hhmm}`, { zone: ZONE }).plus({ days }).toISO()!;
  const score = (user: TestUser, date: string) => api.request('GET', `/api/flow-score?date=${date}`, { token: user.token, headers: { 'x-time-zone': ZONE } });

  it('overlaps, the daily score and time suggestions count an occurrence on a later day', async () => {
    const user = await signUp(api, 'rec-readers');
    const series = await api.post(
      '/api/events',
      {
        title: 'Deep work on report',
        meetingType: 'deep_work',
        startTime: at('09:00', -3),
        endTime: at('10:00', -3),
        recurrence: 'FREQ=DAILY',
        timeZone: ZONE,
      },
      user.token,
    );
    expect(series.status).toBe(201);
    const seriesId = series.body.event.id as string;

    // Overlaps: a call booked over that day's occurrence is told about it.
    const call = await api.post('/api/events', { title: 'Call', startTime: at('09:30'), endTime: at('10:30') }, user.token);
    expect(call.body.overlaps).toEqual([
      { id: seriesId, title: 'Deep work on report', start_time: `${day}T09:00:00.000Z`, end_time: `${day}T10:00:00.000Z`, source: 'flow' },
    ]);
    expect((await api.delete(`/api/events/${call.body.event.id}`, user.token)).status).toBe(200);

    // Score and alignment: the occurrence is that day's one event, with its verdict; the day before the series began has none.
    const scored = (await score(user, day)).body;
    expect(scored.totalEvents).toBe(1);
    expect(scored.alignedCount + scored.neutralCount + scored.misalignedCount).toBe(1);
    expect((await score(user, DateTime.fromISO(day).minus({ days: 4 }).toISODate()!)).body).toMatchObject({ totalEvents: 0 });

    // Suggestions: 09:00 is busy that day and no suggested time runs into the occurrence.
    const suggested = await api.request('POST', '/api/events/suggest-times', {
      body: { meetingType: 'deep_work', duration: 60, date: day },
      token: user.token,
      headers: { 'x-time-zone': ZONE },
    });
    expect(suggested.status).toBe(200);
    expect(suggested.body.slots.find((s: { time: string }) => s.time === '09:00')).toMatchObject({ available: false, reason: 'busy' });
    for (const s of suggested.body.suggestions as { startsAt: string; endsAt: string }[])
      expect(Date.parse(s.endsAt) <= Date.parse(at('09:00')) || Date.parse(s.startsAt) >= Date.parse(at('10:00'))).toBe(true);

    // With the series cancelled from that day on, the day is empty again.
    expect((await api.delete(`/api/events/${seriesId}?scope=following&occurrence=${day}T09:00:00.000Z`, user.token)).status).toBe(200);
    expect((await score(user, day)).body).toMatchObject({ totalEvents: 0 });
  });
});

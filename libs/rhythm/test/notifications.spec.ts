import fc from 'fast-check';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@flow/contracts';
import { briefingInstant, formatClock, type NotificationDay, type NotificationEvent, planNotifications, snoozedTitle } from '../src';

const LONDON = 'Europe/London';
const prefs = (changes: Partial<NotificationPreferences> = {}): NotificationPreferences => ({ ...DEFAULT_NOTIFICATION_PREFERENCES, ...changes });

function day(date: string, timeZone = LONDON, changes: Partial<NotificationDay> = {}): NotificationDay {
  return {
    date,
    timeZone,
    theme: 'Clarity',
    peakHours: '09:00 to 12:00',
    recoveryTime: '9pm - 11pm',
    sunrise: null,
    rahuKalam: null,
    rhythmBlocks: [
      { timeRange: '07:00–09:00', theme: 'Gentle Start', activity: 'Light tasks', activityType: 'rest', intensity: 0.4 },
      { timeRange: '09:00–11:00', theme: 'Deep Focus', activity: 'Hardest thinking work', activityType: 'focus', intensity: 0.9 },
      { timeRange: '14:00–16:00', theme: 'Second Wind', activity: 'Meetings', activityType: 'collaboration', intensity: 0.7 },
      { timeRange: '23:00–07:00', theme: 'Restorative Sleep', activity: 'Sleep', activityType: 'sleep', intensity: 0.05 },
    ],
    ...changes,
  };
}

/** Wall-clock minute of an instant, read with Intl alone (not the code under test). */
function wallMinute(instant: string, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).formatToParts(new Date(instant));
  return Number(parts.find((p) => p.type === 'hour')!.value) * 60 + Number(parts.find((p) => p.type === 'minute')!.value);
}
const local = (instant: string, timeZone = LONDON) => formatClock(wallMinute(instant, timeZone));

describe('planNotifications', () => {
  const early = new Date('2026-06-10T00:00:00Z');

  it('announces intense blocks 5 minutes ahead ("Deep Focus starts in 5 min — your sharpest hours"), and the recovery time, never the mild ones', () => {
    const plan = planNotifications({ days: [day('2026-06-10')], events: [], preferences: prefs({ morningBriefing: false }), now: early });
    expect(plan.map((n) => [n.kind, local(n.dueAt), n.title])).toEqual([
      ['block', '08:55', 'Deep Focus starts in 5 min'],
      ['block', '13:55', 'Second Wind starts in 5 min'],
      ['block', '20:55', 'Recovery time starts in 5 min'],
    ]);
    expect(plan[0].body).toBe('Hardest thinking work — your sharpest hours');
    expect(plan[1].body).toBe('Meetings');
    expect(plan[0].url).toBe('/?block=09:00');
  });

  it('announces two blocks that start at the same minute once, as the first listed (the property test found them twice under one key)', () => {
    const together = day('2026-06-10', LONDON, {
      rhythmBlocks: [
        { timeRange: '09:00–11:00', theme: 'Deep Focus', activity: 'Hardest thinking work', activityType: 'focus', intensity: 0.9 },
        { timeRange: '09:00–10:00', theme: 'Team Sync', activity: 'Meetings', activityType: 'collaboration', intensity: 0.8 },
        { timeRange: '14:00–16:00', theme: 'Second Wind', activity: 'Meetings', activityType: 'collaboration', intensity: 0.7 },
      ],
    });
    const plan = planNotifications({ days: [together], events: [], preferences: prefs({ morningBriefing: false }), now: early });
    expect(plan.map((n) => [n.key, n.title])).toEqual([
      ['block:2026-06-10:09:00', 'Deep Focus starts in 5 min'],
      ['block:2026-06-10:14:00', 'Second Wind starts in 5 min'],
      ['recovery:2026-06-10', 'Recovery time starts in 5 min'],
    ]);
  });

  it('plans only what is still ahead of now', () => {
    const plan = planNotifications({
      days: [day('2026-06-10')],
      events: [],
      preferences: prefs({ morningBriefing: false }),
      now: new Date('2026-06-10T12:00:00Z'),
    });
    expect(plan.map((n) => local(n.dueAt))).toEqual(['13:55', '20:55']);
  });

  it('keeps the wall-clock time across both DST changes (London, 29 March and 25 October 2026)', () => {
    const [spring] = planNotifications({
      days: [day('2026-03-29')],
      events: [],
      preferences: prefs({ morningBriefing: false }),
      now: new Date('2026-03-28T00:00:00Z'),
    });
    expect(spring.dueAt).toBe('2026-03-29T07:55:00.000Z');
    const [autumn] = planNotifications({
      days: [day('2026-10-25')],
      events: [],
      preferences: prefs({ morningBriefing: false }),
      now: new Date('2026-10-24T00:00:00Z'),
    });
    expect(autumn.dueAt).toBe('2026-10-25T08:55:00.000Z');
  });

  it('briefs 30 minutes after sunrise by default, with the theme, peak hours, first event and Rahu kalam', () => {
    const d = day('2026-06-10', LONDON, { sunrise: '2026-06-10T03:43:00Z', rahuKalam: { start: '2026-06-10T11:00:00Z', end: '2026-06-10T12:30:00Z' } });
    const events: NotificationEvent[] = [{ id: 'e1', title: 'Design review', start: '2026-06-10T09:30:00Z', source: 'flow' }];
    const briefing = planNotifications({ days: [d], events, preferences: prefs({ quietHours: { start: '22:00', end: '04:00' } }), now: early }).find(
      (n) => n.kind === 'briefing',
    )!;
    expect(briefing.dueAt).toBe('2026-06-10T04:13:00.000Z');
    expect(briefing.body.split('\n')).toEqual([
      'Theme: Clarity',
      'Peak hours: 09:00 to 12:00',
      'First event: Design review at 10:30',
      'Rahu kalam: 12:00–13:30',
    ]);
    expect(briefing.url).toBe('/flow');
    expect(briefing.email).toBe(false);
  });

  it('waits with a briefing chosen inside quiet hours until they end, and marks it for e-mail when chosen', () => {
    const briefing = planNotifications({
      days: [day('2026-06-10')],
      events: [],
      preferences: prefs({ briefingTime: '06:15', briefingChannel: 'both' }),
      now: early,
    }).find((n) => n.kind === 'briefing')!;
    expect(local(briefing.dueAt)).toBe('07:00');
    expect(briefing).toMatchObject({ push: true, email: true });
    const emailOnly = planNotifications({ days: [day('2026-06-10')], events: [], preferences: prefs({ briefingChannel: 'email' }), now: early }).find(
      (n) => n.kind === 'briefing',
    )!;
    expect(emailOnly).toMatchObject({ push: false, email: true });
    expect(briefingInstant(day('2026-06-10'), '08:20')).toBe('2026-06-10T07:20:00.000Z');
  });

  it('reminds of FLOW events at the lead time (or the event’s own), of calendar events only when turned on, never in quiet hours', () => {
    const events: NotificationEvent[] = [
      { id: 'a', title: 'Standup', start: '2026-06-10T08:00:00Z', source: 'flow' },
      { id: 'b', title: 'Dentist', start: '2026-06-10T13:00:00Z', source: 'flow', reminderMinutes: 30 },
      { id: 'c', title: 'Board call', start: '2026-06-10T15:00:00Z', source: 'google' },
      { id: 'd', title: 'Late call', start: '2026-06-10T21:30:00Z', source: 'flow' },
    ];
    const only = (p: NotificationPreferences) =>
      planNotifications({ days: [day('2026-06-10')], events, preferences: p, now: early })
        .filter((n) => n.kind === 'event')
        .map((n) => [n.title, local(n.dueAt)]);
    expect(only(prefs())).toEqual([
      ['Standup in 10 min', '08:50'],
      ['Dentist in 30 min', '13:30'],
    ]);
    expect(only(prefs({ externalEventReminders: true, leadMinutes: 15 }))).toEqual([
      ['Standup in 15 min', '08:45'],
      ['Dentist in 30 min', '13:30'],
      ['Board call in 15 min', '15:45'],
    ]);
    expect(only(prefs({ eventReminders: false }))).toEqual([]);
  });

  it("keeps an event's own reminder: none at 0, an hour or a day before (planned on the day it is due), the person's lead time at null", () => {
    const events: NotificationEvent[] = [
      { id: 'a', title: 'Standup', start: '2026-06-10T08:00:00Z', source: 'flow', reminderMinutes: 0 },
      { id: 'b', title: 'Dentist', start: '2026-06-10T13:00:00Z', source: 'flow', reminderMinutes: 60 },
      { id: 'c', title: 'Review', start: '2026-06-10T15:00:00Z', source: 'flow', reminderMinutes: null },
      // Tomorrow's flight, a day before: today's plan has it though tomorrow is not planned yet.
      { id: 'd', title: 'Flight', start: '2026-06-11T09:00:00Z', source: 'flow', reminderMinutes: 1440 },
    ];
    const plan = planNotifications({ days: [day('2026-06-10')], events, preferences: prefs({ leadMinutes: 15 }), now: early }).filter(
      (n) => n.kind === 'event',
    );
    expect(plan.map((n) => [n.title, n.dueAt, n.body])).toEqual([
      ['Flight in 1 day', '2026-06-10T09:00:00.000Z', 'Starts at 10:00'],
      ['Dentist in 1 hour', '2026-06-10T12:00:00.000Z', 'Starts at 14:00'],
      ['Review in 15 min', '2026-06-10T14:45:00.000Z', 'Starts at 16:00'],
    ]);
    // The day-before reminder is planned once, on the day it is due, not again with tomorrow.
    const twoDays = planNotifications({ days: [day('2026-06-10'), day('2026-06-11')], events, preferences: prefs(), now: early }).filter((n) =>
      n.key.includes(':d:'),
    );
    expect(twoDays.map((n) => n.dueAt)).toEqual(['2026-06-10T09:00:00.000Z']);
  });

  it('reminds of each occurrence of a repeating event once (occurrences share the series id, not the start)', () => {
    // scheduling's day range answers a daily standup as one occurrence per day, each with the series' id.
    const events: NotificationEvent[] = [
      { id: 'series', title: 'Standup', start: '2026-06-10T08:00:00Z', source: 'flow' },
      { id: 'series', title: 'Standup', start: '2026-06-11T08:00:00Z', source: 'flow' },
    ];
    const plan = planNotifications({
      days: [day('2026-06-10'), day('2026-06-11')],
      events,
      preferences: prefs({ morningBriefing: false, blockTransitions: false }),
      now: early,
    });
    const reminders = plan.filter((n) => n.kind === 'event');
    expect(reminders.map((n) => n.dueAt)).toEqual(['2026-06-10T07:50:00.000Z', '2026-06-11T07:50:00.000Z']);
    expect(new Set(reminders.map((n) => n.key)).size).toBe(2);
  });

  it('announces the wind-down at the start of the recovery time only when turned on', () => {
    const kinds = (p: NotificationPreferences) =>
      planNotifications({ days: [day('2026-06-10')], events: [], preferences: p, now: early })
        .filter((n) => n.kind === 'wind-down')
        .map((n) => local(n.dueAt));
    expect(kinds(prefs())).toEqual([]);
    expect(kinds(prefs({ eveningWindDown: true }))).toEqual(['21:00']);
  });
});

describe('planNotifications properties', () => {
  // Zones with DST (north and south, a half-hour one), and dates around their 2026 changes.
  const ZONES = ['Europe/London', 'America/New_York', 'Australia/Sydney', 'Australia/Lord_Howe', 'America/Santiago', 'Asia/Kolkata'];
  const CHANGES = ['2026-03-08', '2026-03-29', '2026-04-05', '2026-09-06', '2026-10-04', '2026-10-25', '2026-11-01'];
  const clockArb = fc.integer({ min: 0, max: 1439 });
  const dateArb = fc
    .tuple(fc.constantFrom(...CHANGES), fc.integer({ min: -1, max: 1 }))
    .map(([d, shift]) => new Date(Date.parse(`${d}T00:00:00Z`) + shift * 86_400_000).toISOString().slice(0, 10));
  const blockArb = fc
    .record({ start: clockArb, length: fc.integer({ min: 15, max: 240 }), intensity: fc.double({ min: 0, max: 1, noNaN: true }), sleep: fc.boolean() })
    .map((b) => ({
      timeRange: `${formatClock(b.start)}–${formatClock(b.start + b.length)}`,
      theme: 'Block',
      activity: 'Something',
      activityType: b.sleep ? ('sleep' as const) : ('focus' as const),
      intensity: b.intensity,
    }));
  const input = fc.record({
    zone: fc.constantFrom(...ZONES),
    date: dateArb,
    quietStart: clockArb,
    quietEnd: clockArb,
    briefing: fc.option(clockArb, { nil: null }),
    sunriseMinute: fc.option(fc.integer({ min: 3 * 60, max: 9 * 60 }), { nil: null }),
    blocks: fc.array(blockArb, { maxLength: 8 }),
    eventMinutes: fc.array(fc.integer({ min: -60, max: 1500 }), { maxLength: 6 }),
    lead: fc.integer({ min: 0, max: 120 }),
    recovery: fc.constantFrom('8pm - 10pm', '9:30pm - 11pm', '11pm - 1am'),
  });

  it('never plans a notification inside quiet hours, whatever the zone and DST change', () => {
    fc.assert(
      fc.property(input, (i) => {
        const quietHours = { start: formatClock(i.quietStart), end: formatClock(i.quietEnd) };
        const midnight = Date.parse(new Date(`${i.date}T00:00:00Z`).toISOString());
        const d: NotificationDay = {
          date: i.date,
          timeZone: i.zone,
          theme: 'T',
          peakHours: '09:00 to 12:00',
          recoveryTime: i.recovery,
          rahuKalam: null,
          rhythmBlocks: i.blocks,
          sunrise: i.sunriseMinute === null ? null : new Date(midnight + i.sunriseMinute * 60_000).toISOString(),
        };
        const events = i.eventMinutes.map((m, k) => ({
          id: `e${k}`,
          title: 'E',
          start: new Date(midnight + m * 60_000).toISOString(),
          source: 'flow' as const,
        }));
        const preferences = prefs({
          quietHours,
          briefingTime: i.briefing === null ? null : formatClock(i.briefing),
          leadMinutes: i.lead,
          eveningWindDown: true,
          externalEventReminders: true,
        });
        const now = new Date(midnight - 2 * 86_400_000);
        const plan = planNotifications({ days: [d], events, preferences, now });
        const start = i.quietStart;
        const end = i.quietEnd;
        for (const n of plan) {
          const m = wallMinute(n.dueAt, i.zone);
          const quiet = start === end ? false : start < end ? m >= start && m < end : m >= start || m < end;
          if (quiet) throw new Error(`${n.key} at ${formatClock(m)} in ${i.zone} lies in quiet hours ${quietHours.start}–${quietHours.end}`);
          expect(Date.parse(n.dueAt)).toBeGreaterThan(now.getTime());
        }
        expect(new Set(plan.map((n) => n.key)).size).toBe(plan.length);
      }),
      { numRuns: 400 },
    );
  });
});

describe('snoozedTitle ("Snooze 10 min")', () => {
  const early = new Date('2026-06-10T00:00:00Z');
  const plan = planNotifications({
    days: [day('2026-06-10')],
    events: [{ id: 'a', title: 'Standup', start: '2026-06-10T12:00:00Z', source: 'flow' }],
    preferences: prefs({ eveningWindDown: true }),
    now: early,
  });
  const find = (kind: string, title: string) => plan.find((n) => n.kind === kind && n.title.startsWith(title))!;
  const later = (instant: string, minutes: number) => new Date(Date.parse(instant) + minutes * 60_000);

  it('says a reminder from the time the copy shows: about to start, starting, already started', () => {
    const standup = find('event', 'Standup');
    expect(standup.title).toBe('Standup in 10 min');
    expect(snoozedTitle(standup, later(standup.dueAt, 5))).toBe('Standup starts in 5 min');
    expect(snoozedTitle(standup, later(standup.dueAt, 10))).toBe('Standup starts now');
    expect(snoozedTitle(standup, later(standup.dueAt, 20))).toBe('Standup started 10 min ago');
    expect(snoozedTitle(standup, later(standup.dueAt, 130))).toBe('Standup started 2 hours ago');
  });

  it('says a block transition the same way, from the block’s own start', () => {
    const focus = find('block', 'Deep Focus');
    expect(snoozedTitle(focus, later(focus.dueAt, 10))).toBe('Deep Focus started 5 min ago');
    const recovery = find('block', 'Recovery time');
    expect(snoozedTitle(recovery, later(recovery.dueAt, 5))).toBe('Recovery time starts now');
  });

  it('keeps the title of what is not about a start (the briefing, the wind-down)', () => {
    for (const n of [find('briefing', 'Your day'), find('wind-down', 'Time to wind down')]) {
      expect(snoozedTitle(n, later(n.dueAt, 10))).toBe(n.title);
    }
  });
});

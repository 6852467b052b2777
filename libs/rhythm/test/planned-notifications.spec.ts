import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@flow/contracts';
import { type NotificationDay, type NotificationPlacement, planNotifications } from '../src';

const LONDON = 'Europe/London';
const prefs = (changes: Partial<NotificationPreferences> = {}): NotificationPreferences => ({
  ...DEFAULT_NOTIFICATION_PREFERENCES,
  blockTransitions: false,
  morningBriefing: false,
  ...changes,
});
const day = (date: string): NotificationDay => ({
  date,
  timeZone: LONDON,
  theme: 'Clarity',
  peakHours: '09:00 to 12:00',
  recoveryTime: '9pm - 11pm',
  sunrise: null,
  rahuKalam: null,
  rhythmBlocks: [{ timeRange: '23:00–07:00', theme: 'Restorative Sleep', activity: 'Sleep', activityType: 'sleep', intensity: 0.05 }],
});
const REPORT: NotificationPlacement = {
  kind: 'task',
  id: '7a0c6a4e-1d3b-4c55-9a59-0a3e4b1f2c01',
  title: 'Write the board report',
  // 09:30–11:00 in London (summer time).
  start: '2026-06-10T08:30:00.000Z',
  end: '2026-06-10T10:00:00.000Z',
  reason: "Wed 09:30–11:00, your peak, before Friday's deadline",
};
const READ: NotificationPlacement = {
  kind: 'habit',
  id: '0d9e3f2a-5b6c-4d7e-8f90-a1b2c3d4e5f6',
  title: 'Read',
  start: '2026-06-11T19:00:00.000Z',
  end: '2026-06-11T19:30:00.000Z',
  reason: 'Thu 20:00–20:30, in your ideal window',
};
const early = new Date('2026-06-10T00:00:00Z');
const plan = (planned: NotificationPlacement[], preferences = prefs(), now = early) =>
  planNotifications({ days: [day('2026-06-10'), day('2026-06-11')], events: [], preferences, now, planned });

describe('"Time for …" at the start of a planned item', () => {
  it('is due at the start of each planned task and habit, says what and why, and opens the item', () => {
    const notifications = plan([READ, REPORT]);
    expect(notifications.map((n) => [n.kind, n.dueAt, n.title, n.body])).toEqual([
      ['planned', REPORT.start, 'Time for Write the board report', REPORT.reason],
      ['planned', READ.start, 'Time for Read', READ.reason],
    ]);
    expect(notifications[0]).toMatchObject({
      push: true,
      email: false,
      url: `/tasks?task=${REPORT.id}`,
      subject: 'Write the board report',
      startsAt: REPORT.start,
    });
  });

  it('follows the plan: a moved placement is a new notification (the old key is gone), an unmoved one keeps its key', () => {
    const before = plan([REPORT, READ]).map((n) => n.key);
    const moved = { ...REPORT, start: '2026-06-10T12:00:00.000Z', end: '2026-06-10T13:30:00.000Z' };
    const after = plan([moved, READ]).map((n) => n.key);
    expect(after).toContain(before[1]);
    expect(after).not.toContain(before[0]);
    expect(after).toContain(`planned:task:${REPORT.id}:2026-06-10T12:00:00.000Z`);
  });

  it('respects the settings: none with FLOW reminders off, none in quiet hours or sleep, none in the past', () => {
    expect(plan([REPORT], prefs({ eventReminders: false }))).toEqual([]);
    expect(plan([REPORT], prefs({ quietHours: { start: '09:00', end: '10:00' } }))).toEqual([]);
    const lateNight = { ...READ, start: '2026-06-10T22:30:00.000Z', end: '2026-06-10T23:00:00.000Z' };
    expect(plan([lateNight], prefs({ quietHours: { start: '01:00', end: '02:00' } }))).toEqual([]);
    expect(plan([REPORT], prefs(), new Date('2026-06-10T09:00:00Z'))).toEqual([]);
  });

  it('leaves the other notifications as they were (no planned items: the same plan as before)', () => {
    const withBlocks = prefs({ blockTransitions: true });
    const none = planNotifications({ days: [day('2026-06-10')], events: [], preferences: withBlocks, now: early });
    expect(plan([], withBlocks).filter((n) => n.dueAt < '2026-06-11')).toEqual(none);
  });
});

import { startOfWeek, weekAheadOf, weekDays } from '../src';

describe('the week to open (centred on what is ahead)', () => {
  it("is today's week Monday to Friday, and the coming Monday–Sunday on today's Saturday or Sunday", () => {
    // 2026-03-09 is a Monday.
    for (const today of ['2026-03-09', '2026-03-11', '2026-03-13']) expect(startOfWeek(weekAheadOf(today, today))).toBe('2026-03-09');
    expect(weekAheadOf('2026-03-14', '2026-03-14')).toBe('2026-03-16');
    expect(weekAheadOf('2026-03-15', '2026-03-15')).toBe('2026-03-16');
  });

  it('keeps the week of any day other than today (a week stepped to stays put)', () => {
    expect(weekAheadOf('2026-03-14', '2026-03-15')).toBe('2026-03-14');
    expect(weekAheadOf('2026-03-09', '2026-03-14')).toBe('2026-03-09');
  });
});

describe('week day cards', () => {
  it('are 7 days from Monday', () => {
    const week = weekDays({ date: '2026-03-12', today: '2026-03-12' });
    expect(startOfWeek('2026-03-15')).toBe('2026-03-09');
    expect(week.map((d) => d.date)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15']);
    expect(week.map((d) => d.weekday)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(week.map((d) => d.isToday)).toEqual([false, false, false, true, false, false, false]);
  });

  it('give each weekday a fixed theme from its planetary lord, two activities and an energy level', () => {
    const a = weekDays({ date: '2026-03-09', today: '2026-03-09' });
    const b = weekDays({ date: '2026-07-01', today: '2026-03-09' });
    expect(a.map((d) => `${d.planet} ${d.theme}`)).toEqual([
      'Moon Intuition',
      'Mars Action',
      'Mercury Communication',
      'Jupiter Growth',
      'Venus Harmony',
      'Saturn Building',
      'Sun Leadership',
    ]);
    expect(b.map((d) => d.theme)).toEqual(a.map((d) => d.theme));
    for (const d of a) {
      expect(d.activities).toHaveLength(2);
      expect(d.energyLevel).toBeGreaterThan(0);
      expect(d.energyLevel).toBeLessThanOrEqual(1);
    }
    expect(a[1].energyLevel).toBeGreaterThan(a[0].energyLevel);
  });

  it('show at most 2 events per day and count the rest', () => {
    const events = ['10:00', '08:00', '12:00', '15:00'].map((time, i) => ({ id: String(i), title: `E${i}`, date: '2026-03-10', time }));
    const tuesday = weekDays({ date: '2026-03-10', today: '2026-03-10', events })[1];
    expect(tuesday.events.map((e) => e.time)).toEqual(['08:00', '10:00']);
    expect(tuesday.moreCount).toBe(2);
  });
});

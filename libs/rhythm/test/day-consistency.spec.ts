import fc from 'fast-check';
import type { DayRhythm } from '@flow/contracts';
import {
  blueprintFromProfile,
  buildDayModel,
  composeDayFlow,
  formatClock,
  inClock,
  instantOf,
  optimalTimes,
  peakOn,
  peaksOfDays,
  syncOnInstants,
  TIME_IN_TEXT,
  within,
} from '../src';
import { DATES, PLACES, personArb } from './day-generators';
import { panchangaOf } from './helpers';

/** People × places (a DST day in London and Los Angeles, a polar day in Longyearbyen) × dates: every reader tells the same day. */
describe('one truth about the day', () => {
  it('the guidance, the day view and the suggestions tell the same peak; Peak Flow only inside it, never over a meal', () => {
    fc.assert(
      fc.property(
        personArb,
        fc.constantFrom(...PLACES),
        fc.constantFrom(...DATES),
        fc.constantFrom('deep_work', 'collaboration', 'one_on_one') as fc.Arbitrary<'deep_work'>,
        (blueprint, place, date, meetingType) => {
          const panchanga = place.sunrise
            ? { ...panchangaOf('Sunday', 'Sun', null, place.sunrise, place.sunset!) }
            : { ...panchangaOf('Sunday', 'Sun', null), sunrise: null, sunset: null };
          const flow = composeDayFlow({ date, timeZone: place.zone, blueprint, panchanga, events: [] });
          const peak = flow.model.peakWindow;
          expect(flow.dailyGuidance.peakHours).toBe(`${formatClock(peak.startMinute)} to ${formatClock(peak.endMinute)}`);
          // The peak is the day view's (longest) Deep Focus stretch, to the minute.
          const focus = flow.rhythm.filter((b) => b.theme === 'Deep Focus');
          expect(focus.map((b) => b.timeRange.slice(0, 5))).toContain(formatClock(peak.startMinute));
          expect(focus.map((b) => b.timeRange.slice(6, 11))).toContain(formatClock(peak.endMinute));
          // The rise text names the real sunrise, and only says "within your first hour" when it is.
          const rise = flow.rhythm[0]!;
          if (place.sunrise) expect(rise.description).toContain(place.sunrise);
          if (place.sunrise && place.sunrise > '07:00') expect(rise.description).not.toMatch(/within your first hour/);
          const times = optimalTimes({
            date,
            now: { date: '2000-01-01', minutes: 0 },
            durationMinutes: 60,
            busy: [],
            meetingType,
            rhythm: flow.rhythm,
            timeZone: place.zone,
          });
          for (const t of times) {
            const interval = { start: instantOf(date, t.start, place.zone), end: instantOf(date, t.end, place.zone) };
            if (t.label === 'Peak Flow') expect(within(interval, peak)).toBe(true);
            for (const w of flow.model.windows.filter((x) => ['breakfast', 'lunch', 'dinner', 'sleep'].includes(x.name))) {
              expect(Math.min(Date.parse(w.end), Date.parse(interval.end)) - Math.max(Date.parse(w.start), Date.parse(interval.start))).toBeLessThanOrEqual(
                60_000,
              );
            }
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it('in a chosen clock, every time in every sentence is in that clock and is one of the original times', () => {
    const flow = composeDayFlow({
      date: '2026-03-29',
      timeZone: 'Europe/London',
      blueprint: blueprintFromProfile({
        peak_energy_start: '09:00',
        peak_energy_end: '14:00',
        vedic_analysis: { constitution: 'INTENSE', restorativeTime: '9pm - 10:30pm' },
      }),
      panchanga: panchangaOf('Sunday', 'Sun', ['16:30', '18:00'], '06:45', '19:30'),
      events: [],
    });
    const sentences = [
      ...Object.values(flow.dailyGuidance),
      ...flow.rhythm.flatMap((b) => [b.description, ...b.recommendations, ...(b.why ?? [])]),
      ...flow.suggestions.map((s) => s.reason),
    ];
    for (const text of sentences) {
      const in12 = inClock(text, '12h');
      expect(in12).not.toMatch(/\b(?:[01]\d|2[0-3]):[0-5]\d\b(?! ?[AP]M)|\b\d{1,2}(?::\d{2})?(?:am|pm)\b/);
      const in24 = inClock(text, '24h');
      expect(in24).not.toMatch(/AM|PM|\d(?:am|pm)\b/);
      // Round trip: the same times, only written differently.
      expect(inClock(in12, '24h')).toBe(in24);
      expect((in24.match(TIME_IN_TEXT) ?? []).length).toBe((in12.match(TIME_IN_TEXT) ?? []).length);
    }
    expect(inClock('Recovery 9pm - 10:30pm, peak 09:00 to 14:00, a 1:1 at 3d 4h', '12h')).toBe(
      'Recovery 9:00 PM - 10:30 PM, peak 9:00 AM to 2:00 PM, a 1:1 at 3d 4h',
    );
  });

  it('Co-Flow on instants: the same peak in Mumbai and London does not meet; pairs across zones meet only where both peaks are', () => {
    const blueprint = blueprintFromProfile({ peak_energy_start: '09:00', peak_energy_end: '14:00', vedic_analysis: { constitution: 'BALANCED' } });
    const days = (zone: string): DayRhythm[] =>
      ['2026-11-27', '2026-11-28', '2026-11-29'].map((date) => ({
        date,
        timeZone: zone,
        timeZoneSource: 'profile',
        rhythmBlocks: buildDayModel({ date, timeZone: zone, blueprint }).rhythm,
      }));
    const now = new Date('2026-11-28T06:00:00Z');
    const mumbai = peaksOfDays(days('Asia/Kolkata'));
    const london = peaksOfDays(days('Europe/London'));
    expect(syncOnInstants(peakOn(mumbai, 'Asia/Kolkata', now)!, london, 'Asia/Kolkata')).toEqual({ score: null, overlapMinutes: 0, sharedPeak: [] });
    const sameZone = syncOnInstants(peakOn(london, 'Europe/London', now)!, london, 'Europe/London');
    expect(sameZone.score).toBe(100);
    // Every ordered pair of places, each once (a random draw of 100 pairs repeated the 16 and could miss one);
    // each place's days built once.
    const peaksIn = new Map(PLACES.map((p) => [p.zone, peaksOfDays(days(p.zone))]));
    for (const [a, mineOfDays] of peaksIn) {
      for (const [b, theirs] of peaksIn) {
        const mine = peakOn(mineOfDays, a, now)!;
        const sync = syncOnInstants(mine, theirs, a);
        const real = theirs.reduce((sum, t) => sum + Math.max(0, Math.min(mine.end, t.end) - Math.max(mine.start, t.start)), 0) / 60_000;
        expect({ a, b, overlapMinutes: sync.overlapMinutes, noScore: sync.score === null }).toEqual({
          a,
          b,
          overlapMinutes: Math.round(real),
          noScore: real === 0,
        });
      }
    }
  });
});

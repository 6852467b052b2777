import type { DayRhythm, RhythmBlock } from '@flow/contracts';
import fc from 'fast-check';
import { bestSharedWindows, type SharedWindow, type SharedWindowsPerson } from './shared-windows';

const block = (timeRange: string, intensity: number, extra: Partial<RhythmBlock> = {}): RhythmBlock => ({
  timeRange,
  theme: 'Theme',
  icon: 'Brain',
  activity: 'Deep focus',
  activityType: 'focus',
  description: '',
  intensity,
  recommendations: [],
  ...extra,
});
const day = (date: string, blocks: RhythmBlock[], timeZone = 'UTC'): DayRhythm => ({ date, timeZone, timeZoneSource: 'profile', rhythmBlocks: blocks });
const person = (days: DayRhythm[], busy: { start: string; end: string }[] = []): SharedWindowsPerson => ({ days, busy });
const spans = (windows: { start: string; end: string }[]) => windows.map((w) => `${w.start.slice(5, 16)}/${w.end.slice(11, 16)}`);

const now = new Date('2030-03-04T06:00:00Z');
const options = { now, timeZone: 'UTC' };

describe('best shared windows', () => {
  it('proposes 60-minute windows where both are in high-energy blocks', () => {
    const ann = person([day('2030-03-04', [block('08:00–12:00', 0.9), block('12:00–13:00', 0.4), block('13:00–16:00', 0.8)])]);
    const bob = person([day('2030-03-04', [block('10:00–14:00', 0.75), block('14:00–15:00', 0.5)])]);
    // Shared high energy: 10:00–12:00 only (12–13 is low for Ann, 14–15 low for Bob, 13–14 high for both).
    expect(spans(bestSharedWindows(ann, bob, options))).toEqual(['03-04T10:00/11:00', '03-04T11:00/12:00', '03-04T13:00/14:00']);
    expect(bestSharedWindows(ann, bob, options)[0]).toMatchObject({ intensity: 0.75, date: '2030-03-04' });
  });

  it('leaves out low-energy blocks, events and transitions', () => {
    const ann = person([
      day('2030-03-04', [
        block('08:00–10:00', 0.69),
        block('10:00–11:00', 0.9, { type: 'event' }),
        block('11:00–12:00', 0.9, { type: 'transition' }),
        block('12:00–13:00', 0.7),
      ]),
    ]);
    const bob = person([day('2030-03-04', [block('08:00–18:00', 1)])]);
    expect(spans(bestSharedWindows(ann, bob, options))).toEqual(['03-04T12:00/13:00']);
  });

  it('skips times when either FLOW calendar is busy', () => {
    const ann = person([day('2030-03-04', [block('09:00–13:00', 0.9)])], [{ start: '2030-03-04T09:30:00Z', end: '2030-03-04T10:00:00Z' }]);
    const bob = person([day('2030-03-04', [block('09:00–13:00', 0.9)])], [{ start: '2030-03-04T12:15:00Z', end: '2030-03-04T12:45:00Z' }]);
    // Free for both: 10:00–12:15 → 10:00–11:00, 11:00–12:00 (11:30–12:30 would cross Bob's meeting).
    expect(spans(bestSharedWindows(ann, bob, options))).toEqual(['03-04T10:00/11:00', '03-04T11:00/12:00']);
  });

  it('ranks windows next to a meeting above isolated ones, saying so for the viewer’s own meetings', () => {
    const blocks = [block('09:00–17:00', 0.9)];
    const alone = bestSharedWindows(person([day('2030-03-04', blocks)]), person([day('2030-03-04', blocks)]), options);
    expect(spans(alone)).toEqual(['03-04T09:00/10:00', '03-04T10:00/11:00', '03-04T11:00/12:00']);
    const ann = person([day('2030-03-04', blocks)], [{ start: '2030-03-04T14:00:00Z', end: '2030-03-04T15:00:00Z' }]);
    const bob = person([day('2030-03-04', blocks)], [{ start: '2030-03-04T11:30:00Z', end: '2030-03-04T12:00:00Z' }]);
    const windows = bestSharedWindows(ann, bob, options);
    // Beside Bob's 11:30 call (10:30, 12:00) and Ann's 14:00 one (13:00, 15:00): the first three of those, not 09:00.
    expect(spans(windows)).toEqual(['03-04T10:30/11:30', '03-04T12:00/13:00', '03-04T13:00/14:00']);
    // Ann is the viewer: only her own call is named.
    expect(windows.map((w) => w.reason)).toEqual([undefined, undefined, 'Next to your 14:00 call — keeps your afternoon whole']);
  });

  it('never proposes the past and stops at the horizon', () => {
    const days = ['2030-03-04', '2030-03-05', '2030-03-06'].map((d) => day(d, [block('09:00–11:00', 0.9)]));
    const windows = bestSharedWindows(person(days), person(days), { now: new Date('2030-03-04T09:20:00Z'), horizonDays: 1, timeZone: 'UTC' });
    // 09:30–10:30 today (the half-hour grid after now), then tomorrow's until 09:20 + 24 h.
    expect(spans(windows)).toEqual(['03-04T09:30/10:30']);
  });

  it('reads blocks in each person’s own time zone', () => {
    // 09:00–11:00 in New York (UTC−5 in early March 2030 before DST) is 14:00–16:00 UTC.
    const ann = person([day('2030-03-04', [block('09:00–11:00', 0.9)], 'America/New_York')]);
    const bob = person([day('2030-03-04', [block('15:00–18:00', 0.9)], 'Europe/London')]);
    expect(spans(bestSharedWindows(ann, bob, options))).toEqual(['03-04T15:00/16:00']);
  });

  it('handles blocks that run past midnight', () => {
    const ann = person([day('2030-03-04', [block('22:00–02:00', 0.8)])]);
    const bob = person([day('2030-03-05', [block('00:00–03:00', 0.9)])]);
    expect(spans(bestSharedWindows(ann, bob, options))).toEqual(['03-05T00:00/01:00', '03-05T01:00/02:00']);
  });

  it('keeps the three most energetic windows per day, in time order', () => {
    const ann = person([day('2030-03-04', [block('08:00–10:00', 0.7), block('10:00–12:00', 0.95), block('12:00–18:00', 0.8)])]);
    const bob = person([day('2030-03-04', [block('08:00–18:00', 1)])]);
    const windows = bestSharedWindows(ann, bob, options);
    expect(spans(windows)).toEqual(['03-04T10:00/11:00', '03-04T11:00/12:00', '03-04T12:00/13:00']);
    expect(windows.map((w) => w.intensity)).toEqual([0.95, 0.95, 0.8]);
  });

  it('is empty when nothing is shared', () => {
    const ann = person([day('2030-03-04', [block('08:00–10:00', 0.9)])]);
    const bob = person([day('2030-03-04', [block('14:00–16:00', 0.9)])]);
    expect(bestSharedWindows(ann, bob, options)).toEqual([]);
    expect(bestSharedWindows(person([]), bob, options)).toEqual([]);
  });

  it('is symmetric, and every window is free, in the future and an hour long', () => {
    const hour = fc.integer({ min: 6, max: 21 });
    const blocksArb = fc
      .array(fc.tuple(hour, fc.integer({ min: 1, max: 3 }), fc.constantFrom(0.5, 0.7, 0.8, 1)), { maxLength: 4 })
      .map((list) =>
        list.map(([h, len, intensity]) => block(`${String(h).padStart(2, '0')}:00–${String(Math.min(h + len, 23)).padStart(2, '0')}:00`, intensity)),
      );
    const busyArb = fc.array(fc.tuple(fc.integer({ min: 0, max: 47 }), fc.integer({ min: 1, max: 4 })), { maxLength: 3 }).map((list) =>
      list.map(([half, len]) => ({
        start: new Date(Date.UTC(2030, 2, 4, 0, half * 30)).toISOString(),
        end: new Date(Date.UTC(2030, 2, 4, 0, (half + len) * 30)).toISOString(),
      })),
    );
    const personArb = fc.record({ blocks: blocksArb, busy: busyArb }).map(({ blocks, busy }) => person([day('2030-03-04', blocks)], busy));
    fc.assert(
      fc.property(personArb, personArb, (a, b) => {
        const windows = bestSharedWindows(a, b, options);
        // The same windows from either side (the reason names the viewer's own meetings, so it may differ).
        const withoutReason = (list: SharedWindow[]) => list.map(({ reason: _reason, ...w }) => w);
        expect(withoutReason(windows)).toEqual(withoutReason(bestSharedWindows(b, a, options)));
        for (const w of windows) {
          expect(Date.parse(w.end) - Date.parse(w.start)).toBe(3_600_000);
          expect(Date.parse(w.start)).toBeGreaterThanOrEqual(now.getTime());
          for (const busy of [...a.busy, ...b.busy]) expect(busy.end <= w.start || busy.start >= w.end).toBe(true);
        }
      }),
    );
  });
});

import fc from 'fast-check';
import { minutesToClock, clockToMinutes, toClockSpan } from './peak-window';
import { syncScore } from './sync-score';

const w = (start: string, end: string) => ({ start, end });

describe('sync score (spec 9: overlap hours / shorter peak window, as a percent)', () => {
  it('is 100 for identical windows', () => {
    expect(syncScore(w('08:00', '13:00'), w('08:00', '13:00'))).toEqual({ score: 100, overlapMinutes: 300, sharedPeak: [w('08:00', '13:00')] });
  });

  it('divides the overlap by the shorter window', () => {
    // 09:00–13:00 (4 h) and 11:00–17:00 (6 h) share 2 h: 2 / 4 = 50 %.
    expect(syncScore(w('09:00', '13:00'), w('11:00', '17:00')).score).toBe(50);
    // A window inside a longer one is fully shared.
    expect(syncScore(w('08:00', '18:00'), w('10:00', '12:00')).score).toBe(100);
    // 08:00–13:00 and 12:00–15:00 share 1 h of the 3 h window: 33 %.
    expect(syncScore(w('08:00', '13:00'), w('12:00', '15:00'))).toMatchObject({ score: 33, overlapMinutes: 60, sharedPeak: [w('12:00', '13:00')] });
  });

  it('is null when the windows do not overlap (touching ends included)', () => {
    expect(syncScore(w('06:00', '09:00'), w('14:00', '18:00'))).toEqual({ score: null, overlapMinutes: 0, sharedPeak: [] });
    expect(syncScore(w('08:00', '12:00'), w('12:00', '16:00')).score).toBeNull();
  });

  it('handles windows that wrap midnight', () => {
    // 22:00–02:00 (4 h) and 23:00–01:00 (2 h): fully shared.
    expect(syncScore(w('22:00', '02:00'), w('23:00', '01:00'))).toMatchObject({ score: 100, sharedPeak: [w('23:00', '01:00')] });
    // 22:00–02:00 and 01:00–05:00 share 01:00–02:00: 1 / 4 = 25 %.
    expect(syncScore(w('22:00', '02:00'), w('01:00', '05:00'))).toMatchObject({ score: 25, sharedPeak: [w('01:00', '02:00')] });
    // 20:00–06:00 and 05:00–21:00 meet twice: 05:00–06:00 and 20:00–21:00, 2 h of the 10 h window.
    expect(syncScore(w('20:00', '06:00'), w('05:00', '21:00'))).toMatchObject({
      score: 20,
      overlapMinutes: 120,
      sharedPeak: [w('05:00', '06:00'), w('20:00', '21:00')],
    });
    // A wrapped window and a morning one that do not meet.
    expect(syncScore(w('21:00', '01:00'), w('08:00', '12:00')).score).toBeNull();
  });

  it('reads HH:MM:SS as stored in profiles', () => {
    expect(syncScore(w('08:00:00', '13:00:00'), w('10:30', '13:00')).score).toBe(100);
  });

  it('gives a sliver of overlap at least 1 %', () => {
    expect(syncScore(w('00:00', '23:59'), w('23:58', '00:01')).score).toBe(67);
    expect(syncScore(w('00:00', '04:00'), w('03:59', '08:00')).score).toBe(1);
  });

  it('has no score for an empty window', () => {
    expect(syncScore(w('09:00', '09:00'), w('08:00', '13:00')).score).toBeNull();
  });
});

const clock = fc.integer({ min: 0, max: 1439 }).map(minutesToClock);
const windowArb = fc
  .tuple(clock, clock)
  .filter(([s, e]) => s !== e)
  .map(([start, end]) => ({ start, end }));

describe('sync score properties', () => {
  it('is symmetric', () => {
    fc.assert(fc.property(windowArb, windowArb, (a, b) => expect(syncScore(a, b)).toEqual(syncScore(b, a))));
  });

  it('is 100 for identical windows', () => {
    fc.assert(fc.property(windowArb, (a) => expect(syncScore(a, { ...a }).score).toBe(100)));
  });

  it('lies in [1, 100] or is null, and never exceeds the shorter window', () => {
    fc.assert(
      fc.property(windowArb, windowArb, (a, b) => {
        const { score, overlapMinutes } = syncScore(a, b);
        expect(overlapMinutes).toBeLessThanOrEqual(Math.min(toClockSpan(a).length, toClockSpan(b).length));
        if (score === null) expect(overlapMinutes).toBe(0);
        else {
          expect(score).toBeGreaterThanOrEqual(1);
          expect(score).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('does not change when both windows move by the same amount around the clock', () => {
    fc.assert(
      fc.property(windowArb, windowArb, fc.integer({ min: 0, max: 1439 }), (a, b, shift) => {
        const move = (x: { start: string; end: string }) => ({
          start: minutesToClock(clockToMinutes(x.start) + shift),
          end: minutesToClock(clockToMinutes(x.end) + shift),
        });
        expect(syncScore(move(a), move(b)).overlapMinutes).toBe(syncScore(a, b).overlapMinutes);
      }),
    );
  });
});

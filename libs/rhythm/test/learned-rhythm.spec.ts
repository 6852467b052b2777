import { chartEnergyCurve, countedCheckins, learnedSummary, learnRhythm, MIN_LEARNING_CHECKINS, RhythmPosterior, weekdayPatterns } from '../src';
import { seededRandom } from './rhythm-simulation';

const CHART_PEAK = { start: 9 * 60, end: 13 * 60 };

/** Check-ins of someone whose day runs `shift` minutes later than the chart, without noise. */
function checkinsOf(shift: number, count: number, seed = 1) {
  const random = seededRandom(seed);
  const curve = chartEnergyCurve(CHART_PEAK);
  return Array.from({ length: count }, () => {
    const minute = 420 + Math.floor(random() * 900);
    return { minute, energy: Math.round(curve[(minute - shift + 1440) % 1440]) };
  });
}

describe('learnRhythm', () => {
  it('with no check-ins is the chart: no shift, not learned, the learned curve equal to the prior, a wide band', () => {
    const posterior = learnRhythm(CHART_PEAK, []);
    expect(posterior.summary()).toMatchObject({ checkins: 0, learned: false, shiftMinutes: 0, level: 0, amplitude: 1, peakWindow: CHART_PEAK });
    const curve = posterior.curve();
    expect(curve).toHaveLength(48);
    for (const point of curve) expect(point.learned).toBe(point.prior);
    const noon = curve.find((p) => p.time === '13:00')!;
    expect(noon.high - noon.low).toBeGreaterThan(1);
  });

  it('moves little on a few check-ins and much on many, and the band narrows', () => {
    const few = learnRhythm(CHART_PEAK, checkinsOf(120, 3)).summary();
    const many = learnRhythm(CHART_PEAK, checkinsOf(120, 60)).summary();
    expect(Math.abs(few.shiftMinutes)).toBeLessThan(Math.abs(many.shiftMinutes));
    expect(few.learned).toBe(false);
    expect(few.peakWindow).toEqual(CHART_PEAK);
    expect(many.learned).toBe(true);
    expect(Math.abs(many.shiftMinutes - 120)).toBeLessThanOrEqual(30);
    expect(many.peakWindow.start).toBe(CHART_PEAK.start + many.shiftMinutes);
    expect(many.shiftSd).toBeLessThan(few.shiftSd);
    const width = (p: RhythmPosterior) => p.curve().reduce((sum, point) => sum + point.high - point.low, 0);
    expect(width(learnRhythm(CHART_PEAK, checkinsOf(120, 60)))).toBeLessThan(width(learnRhythm(CHART_PEAK, checkinsOf(120, 3))));
  });

  it('is not learned below the minimum number of check-ins, however consistent', () => {
    expect(learnRhythm(CHART_PEAK, checkinsOf(60, MIN_LEARNING_CHECKINS - 1)).summary().learned).toBe(false);
  });

  it('learns a personal level: someone who always rates a point lower', () => {
    const lower = checkinsOf(0, 80).map((c) => ({ ...c, energy: Math.max(1, c.energy - 1) }));
    const summary = learnRhythm(CHART_PEAK, lower).summary();
    expect(summary.level).toBeLessThan(-0.4);
    expect(Math.abs(summary.shiftMinutes)).toBeLessThanOrEqual(15);
  });
});

describe('check-in rules', () => {
  const at = (hhmm: string) => `2026-03-09T${hhmm}:00Z`;

  it('counts at most one check-in per 30 minutes', () => {
    const counted = countedCheckins([{ at: at('09:20') }, { at: at('09:00') }, { at: at('09:29') }, { at: at('09:30') }, { at: at('10:05') }]);
    expect(counted.map((c) => c.at)).toEqual([at('09:00'), at('09:30'), at('10:05')]);
  });

  it('says what was learned in the issue’s words', () => {
    const counted = [{ at: '2026-03-01T09:00:00Z' }, { at: '2026-03-16T09:00:00Z' }];
    expect(learnedSummary({ checkins: 23, learned: true, peakWindow: { start: 570 }, chartPeakWindow: { start: 540 } }, counted)).toBe(
      'Learned from 23 check-ins over 3 weeks: your peak starts 30 min later than your chart suggests',
    );
    expect(learnedSummary({ checkins: 30, learned: true, peakWindow: { start: 480 }, chartPeakWindow: { start: 540 } }, counted)).toContain('60 min earlier');
    expect(learnedSummary({ checkins: 3, learned: false, peakWindow: { start: 540 }, chartPeakWindow: { start: 540 } }, counted)).toMatch(
      /^3 check-ins so far/,
    );
  });

  it('shows weekday patterns only once there is enough data, per weekday', () => {
    const days = (n: number, weekday: number, energy: number) =>
      Array.from({ length: n }, (_, i) => ({ at: `2026-03-0${1 + (i % 9)}T10:00:00Z`, minute: 600 + i * 45, weekday, energy }));
    const few = days(10, 0, 3);
    expect(weekdayPatterns(learnRhythm(CHART_PEAK, few), few)).toBeNull();
    const counted = [...days(20, 0, 5), ...days(10, 6, 1)];
    const patterns = weekdayPatterns(learnRhythm(CHART_PEAK, counted), counted)!;
    expect(patterns).toHaveLength(7);
    const monday = patterns.find((p) => p.weekday === 'Monday')!;
    const sunday = patterns.find((p) => p.weekday === 'Sunday')!;
    expect(monday.difference!).toBeGreaterThan(sunday.difference!);
    expect(patterns.find((p) => p.weekday === 'Tuesday')).toEqual({ weekday: 'Tuesday', checkins: 0, difference: null });
  });
});

import { DayEvent, flowScore, generateRhythmBlocks, SCORE_TIPS, scoreBand, scoreDay } from '../src';
import { blueprint, hm, MONDAY } from './helpers';

describe('flow score', () => {
  it('weights events by duration: aligned 100%, neutral 70%, misaligned 30%', () => {
    // (60·100 + 30·70 + 90·30) / 180 = 60
    const s = flowScore([
      { status: 'aligned', minutes: 60 },
      { status: 'neutral', minutes: 30 },
      { status: 'misaligned', minutes: 90 },
    ]);
    expect(s.score).toBe(60);
    expect([s.alignedCount, s.neutralCount, s.misalignedCount, s.totalEvents]).toEqual([1, 1, 1, 3]);
  });

  it('scores an empty day 100', () => {
    expect(flowScore([])).toMatchObject({ score: 100, status: 'excellent', totalEvents: 0, tips: [SCORE_TIPS.maintain] });
  });

  it('bands scores: excellent ≥ 85, good 70–84, fair 50–69, poor < 50', () => {
    expect([85, 84, 70, 69, 50, 49, 0, 100].map(scoreBand)).toEqual(['excellent', 'good', 'good', 'fair', 'fair', 'poor', 'poor', 'excellent']);
    expect(flowScore([{ status: 'neutral', minutes: 60 }])).toMatchObject({ score: 70, status: 'good', statusColor: '#2563EB' });
  });

  it('says in a message how the day fits, by band', () => {
    const messages = [100, 70, 50, 30].map((target) => {
      // One aligned and one misaligned event whose minutes give the target score.
      const aligned = Math.max(0, target - 30);
      return flowScore([
        { status: 'aligned', minutes: aligned },
        { status: 'misaligned', minutes: 100 - target },
      ]).message;
    });
    expect(new Set(messages).size).toBe(4);
    expect(flowScore([]).message).toBe('Your day is open: schedule in harmony with your rhythm');
  });

  it('gives at most 3 tips by the spec’s rules', () => {
    const busyBad = flowScore(Array.from({ length: 6 }, () => ({ status: 'misaligned' as const, minutes: 30 })));
    expect(busyBad.tips).toEqual([SCORE_TIPS.moveMisaligned(6), SCORE_TIPS.noneAligned, SCORE_TIPS.busyDay]);
  });

  it('tips: misaligned events present', () => {
    expect(
      flowScore([
        { status: 'aligned', minutes: 300 },
        { status: 'misaligned', minutes: 10 },
      ]).tips,
    ).toEqual([SCORE_TIPS.moveMisaligned(1)]);
  });

  it('tips: score under 85 with none aligned', () => {
    expect(flowScore([{ status: 'neutral', minutes: 60 }]).tips).toEqual([SCORE_TIPS.noneAligned]);
  });

  it('tips: more than 5 events', () => {
    expect(flowScore(Array.from({ length: 6 }, () => ({ status: 'aligned' as const, minutes: 30 }))).tips).toEqual([SCORE_TIPS.busyDay]);
    expect(flowScore(Array.from({ length: 5 }, () => ({ status: 'aligned' as const, minutes: 30 }))).tips).toEqual([SCORE_TIPS.maintain]);
  });

  it('tips: score under 70', () => {
    // (10·100 + 100·30) / 110 = 36: misaligned present and a low score.
    expect(
      flowScore([
        { status: 'aligned', minutes: 10 },
        { status: 'misaligned', minutes: 100 },
      ]).tips,
    ).toEqual([SCORE_TIPS.moveMisaligned(1), SCORE_TIPS.lowScore]);
    expect(
      flowScore([
        { status: 'aligned', minutes: 100 },
        { status: 'misaligned', minutes: 10 },
      ]).tips,
    ).not.toContain(SCORE_TIPS.lowScore);
  });

  it('tips: otherwise "Maintain this rhythm" at 85 or more', () => {
    expect(
      flowScore([
        { status: 'aligned', minutes: 60 },
        { status: 'neutral', minutes: 20 },
      ]).tips,
    ).toEqual(['Maintain this rhythm']);
    // 80: good, with nothing to fix, gets no tip.
    expect(
      flowScore([
        { status: 'aligned', minutes: 30 },
        { status: 'neutral', minutes: 60 },
      ]).tips,
    ).toEqual([]);
  });

  it('scores a day’s events against its rhythm, with overrides', () => {
    const rhythm = generateRhythmBlocks({ date: MONDAY, blueprint: blueprint('BALANCED', ['08:00', '13:00']) });
    const events: DayEvent[] = [
      { id: 'a', title: 'Write report', start: hm('09:00'), end: hm('10:00'), source: 'flow' },
      { id: 'b', title: 'Status meeting', start: hm('11:00'), end: hm('12:00'), source: 'flow' },
    ];
    expect(scoreDay(events, rhythm)).toMatchObject({ score: 65, alignedCount: 1, misalignedCount: 1 });
    expect(scoreDay([events[0], { ...events[1], isAligned: true }], rhythm).score).toBe(100);
  });
});

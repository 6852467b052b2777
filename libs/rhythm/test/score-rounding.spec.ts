import { flowScore } from '../src/score';

describe('flow score rounding', () => {
  it('rounds a half percent up, as computed by hand: (60 × 30% + 30 × 100% + 30 × 70%) / 120 = 57.5 → 58', () => {
    const score = flowScore([
      { status: 'misaligned', minutes: 60 },
      { status: 'aligned', minutes: 30 },
      { status: 'neutral', minutes: 30 },
    ]);
    expect(score.score).toBe(58);
  });

  it('keeps (60 + 30 × 100% + 30 × 70%) / 120 = 92.5 → 93', () => {
    expect(
      flowScore([
        { status: 'aligned', minutes: 60 },
        { status: 'aligned', minutes: 30 },
        { status: 'neutral', minutes: 30 },
      ]).score,
    ).toBe(93);
  });
});

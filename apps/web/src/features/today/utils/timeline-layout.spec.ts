import type { RhythmBlock } from '@flow/contracts';
import { bookingSpan, boxOf, curvePath, movedSpan, nowAndNext, placeInLanes, rhythmSpans } from './timeline-layout';

const block = (timeRange: string, theme: string, type?: RhythmBlock['type']): RhythmBlock => ({
  timeRange,
  theme,
  icon: 'Brain',
  activity: theme,
  activityType: 'focus',
  description: '',
  intensity: 0.8,
  recommendations: [],
  ...(type ? { type } : {}),
});

describe('timeline layout', () => {
  it('puts rhythm blocks on the axis by start, leaves event blocks to the schedule and clips a block that runs past midnight', () => {
    const spans = rhythmSpans([
      block('09:00–11:00', 'Deep Focus'),
      block('06:00–07:00', 'Wake'),
      block('10:00–11:00', 'Call', 'event'),
      block('22:00–02:00', 'Sleep'),
    ]);
    expect(spans.map((s) => [s.theme, s.start, s.end])).toEqual([
      ['Wake', 360, 420],
      ['Deep Focus', 540, 660],
      ['Sleep', 1320, 1440],
    ]);
  });

  it('gives overlapping events side-by-side lanes and a lone event the full width', () => {
    const placed = placeInLanes([
      { id: 'a', start: 540, end: 600 },
      { id: 'b', start: 570, end: 630 },
      { id: 'c', start: 600, end: 660 },
      { id: 'd', start: 700, end: 720 },
    ]);
    const byId = Object.fromEntries(placed.map((p) => [p.item.id, [p.lane, p.lanes]]));
    // a and b overlap; c starts when a ends, so it takes a's lane in the same group.
    expect(byId).toEqual({ a: [0, 2], b: [1, 2], c: [0, 2], d: [0, 1] });
  });

  it('sizes boxes in proportion to time, with a minimum height to tap', () => {
    expect(boxOf({ start: 540, end: 660 }, 48)).toEqual({ top: 432, height: 96 });
    expect(boxOf({ start: 540, end: 545 }, 48).height).toBe(22);
  });

  it('draws the energy curve left (1) to right (5) down the day and closes it at midnight', () => {
    const path = curvePath(
      [
        { time: '12:00', learned: 5 },
        { time: '00:00', learned: 1 },
      ],
      100,
      10,
    );
    expect(path).toBe('M0,0 L100,120 L0,240');
    expect(curvePath([], 100, 10)).toBe('');
  });

  it('finds the block under way and the one after it', () => {
    const spans = [
      { start: 540, end: 660 },
      { start: 660, end: 720 },
      { start: 800, end: 900 },
    ];
    expect(nowAndNext(spans, 600)).toEqual({ current: spans[0], next: spans[1] });
    expect(nowAndNext(spans, 750)).toEqual({ current: null, next: spans[2] });
    expect(nowAndNext(spans, 950)).toEqual({ current: null, next: null });
  });

  it('moves a span in quarter hours and keeps it inside the day', () => {
    expect(movedSpan({ start: 540, end: 600 }, 37)).toEqual({ start: 570, end: 630 });
    expect(movedSpan({ start: 540, end: 600 }, -7)).toEqual({ start: 540, end: 600 });
    expect(movedSpan({ start: 60, end: 120 }, -200)).toEqual({ start: 0, end: 60 });
    expect(movedSpan({ start: 1380, end: 1440 }, 90)).toEqual({ start: 1380, end: 1440 });
  });

  it('books a block from its start, or from the next quarter hour when it is under way', () => {
    expect(bookingSpan({ start: 540, end: 660 }, null)).toEqual({ start: 540, end: 660 });
    expect(bookingSpan({ start: 540, end: 660 }, 500)).toEqual({ start: 540, end: 660 });
    expect(bookingSpan({ start: 540, end: 660 }, 601)).toEqual({ start: 615, end: 660 });
    expect(bookingSpan({ start: 540, end: 660 }, 650)).toBeNull();
  });
});

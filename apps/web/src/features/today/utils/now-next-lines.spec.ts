import { glanceFrames, nowNextLines } from './now-next-lines';

const blocks = [
  { start: 9 * 60, end: 11 * 60, theme: 'Deep Focus' },
  { start: 12 * 60, end: 13 * 60, theme: 'Nourish' },
];
const events = [{ start: 11 * 60 + 30, end: 12 * 60, title: 'Call with Asha' }];

describe('nowNextLines', () => {
  it('names the block under way with its times, and the next event when it comes before the next block', () => {
    const lines = nowNextLines(blocks, events, 10 * 60, 'Threshold Moment');
    expect(lines.now).toBe('Deep Focus');
    expect(lines.nowRange).toMatch(/9:00.*11:00/);
    expect(lines.next).toBe('Call with Asha');
    expect(lines.nextRange).toMatch(/11:30.*12:00/);
  });

  it('is the threshold between blocks, with the next block once no event comes first', () => {
    const lines = nowNextLines(blocks, events, 11 * 60 + 45, 'Threshold Moment');
    expect(lines).toEqual({ now: 'Threshold Moment', next: 'Nourish', nextRange: expect.stringMatching(/12:00.*1:00/) });
  });
});

describe('glanceFrames', () => {
  it('covers the rest of the day without gaps, and each frame says what the lines say at every minute of it', () => {
    const frames = glanceFrames(blocks, events, 8 * 60, 'Threshold Moment');
    expect(frames[0].from).toBe(8 * 60);
    expect(frames.at(-1)!.to).toBe(1440);
    frames.slice(1).forEach((frame, i) => expect(frame.from).toBe(frames[i].to));
    for (let minute = 8 * 60; minute < 1440; minute += 7) {
      const frame = frames.find((f) => f.from <= minute && minute < f.to)!;
      const { from: _from, to: _to, ...shown } = frame;
      expect(shown).toEqual(nowNextLines(blocks, events, minute, 'Threshold Moment'));
    }
  });

  it('merges the stretches in which nothing changes (after the last block: one frame to midnight)', () => {
    const frames = glanceFrames(blocks, events, 8 * 60, 'Threshold Moment');
    expect(frames.map((f) => [f.from, f.to])).toEqual([
      [480, 540],
      [540, 660],
      [660, 690],
      [690, 720],
      [720, 780],
      [780, 1440],
    ]);
  });
});

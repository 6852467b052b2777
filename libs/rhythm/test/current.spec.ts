import { comingUp, currentActivity, DayEvent, formatRemaining, generateRhythmBlocks, mergeWithEvents, suggestedNow, THRESHOLD_MOMENT } from '../src';
import { blueprint, hm, MONDAY } from './helpers';

const rhythm = generateRhythmBlocks({ date: MONDAY, blueprint: blueprint('BALANCED', ['08:00', '13:00']) });
const ev = (id: string, from: string, to: string, title: string): DayEvent => ({ id, title, start: hm(from), end: hm(to), source: 'flow' });

describe('current activity', () => {
  it('is the block whose range contains the local time, start inclusive and end exclusive', () => {
    expect(currentActivity(rhythm, '08:00')!.block.theme).toBe('Deep Focus');
    expect(currentActivity(rhythm, '12:59')!.block.theme).toBe('Deep Focus');
    expect(currentActivity(rhythm, '13:00')!.block.theme).toBe('Main Meal');
  });

  it('gives the remaining minutes and the progress through the block', () => {
    const now = currentActivity(rhythm, hm('10:30'))!;
    expect(now.remainingMinutes).toBe(150);
    expect(now.progress).toBeCloseTo(0.5);
  });

  it('finds the night rest across midnight', () => {
    const night = currentActivity(rhythm, '03:00')!;
    expect(night.block.activityType).toBe('sleep');
    expect(night.remainingMinutes).toBe(180);
  });

  it('is null outside every block (the Threshold Moment)', () => {
    expect(currentActivity([rhythm[4]], '20:00')).toBeNull();
    expect(THRESHOLD_MOMENT).toBe('Threshold Moment');
  });

  it('prefers an event over the rhythm it sits in', () => {
    const merged = mergeWithEvents(rhythm, [ev('a', '10:00', '11:00', 'Write report')]);
    expect(currentActivity(merged, '10:15')!.block.type).toBe('event');
  });
});

describe('remaining time', () => {
  it('reads minutes and hours for a block, and years and months for long periods', () => {
    expect(formatRemaining(45)).toBe('45m');
    expect(formatRemaining(135)).toBe('2h 15m');
    expect(formatRemaining(120)).toBe('2h');
    expect(formatRemaining(3 * 1440 + 240)).toBe('3d 4h');
    expect(formatRemaining(75 * 1440)).toBe('2mo 14d');
    expect(formatRemaining(430 * 1440)).toBe('1y 2mo');
  });
});

describe('Coming Up', () => {
  const merged = mergeWithEvents(rhythm, [
    ev('1', '09:30', '10:00', 'Standup'),
    ev('2', '10:30', '11:00', 'Review'),
    ev('3', '11:00', '11:30', 'Call'),
    ev('4', '11:45', '12:00', 'Interview'),
    ev('5', '13:00', '13:30', 'Lunch'),
  ]);

  it('lists at most 3 events starting within the next 3 hours, soonest first', () => {
    expect(comingUp(merged, '09:00').map((c) => [c.block.activity, c.inMinutes])).toEqual([
      ['Standup', 30],
      ['Review', 90],
      ['Call', 120],
    ]);
  });

  it('leaves out events that already started and those more than 3 hours away', () => {
    expect(comingUp(merged, '09:45').map((c) => c.block.activity)).toEqual(['Review', 'Call', 'Interview']);
    expect(comingUp(merged, '06:00')).toEqual([]);
  });
});

describe('Suggested Now', () => {
  it('offers up to 3 suggestions from the current block, with the spec’s icons', () => {
    const now = suggestedNow(rhythm, '09:00');
    expect(now.length).toBeGreaterThan(0);
    expect(now.length).toBeLessThanOrEqual(3);
    expect(now[0]).toMatchObject({ time: '09:00', icon: 'brain', energy_level: 'high' });
  });

  it('heads up the next high-energy block within 2 hours', () => {
    const now = suggestedNow(rhythm, '07:00');
    expect(now[now.length - 1]).toMatchObject({ title: 'Prepare for Deep Focus', time: '08:00', energy_level: 'high' });
  });

  it('suggests a pause at a Threshold Moment', () => {
    expect(suggestedNow([rhythm[4]], '20:00')[0]).toMatchObject({ title: 'Pause and re-orient', icon: 'wind' });
  });
});

import { Injectable } from '@nestjs/common';
import type { RhythmBlock } from '@flow/contracts';
import type { DayWindow, Interval, PlannerDay, WindowKind } from '@flow/planner';
import { addDays, DEEP_FOCUS_THEME, instantOf, parseRange } from '@flow/rhythm';
import { RhythmSourcesClient } from '../rhythm/rhythm-sources.client';

/**
 * THE one adapter from the model of a person's day to the planner's input (`PlannerDay`): which
 * windows a day has (peak, dip, …), their words, and when nothing may be planned (sleep). Today it
 * reads the rhythm blocks the day view shows (daily-flow's rhythm, learned or from the chart), so
 * the planner calls "your peak" exactly the Deep Focus block the day view calls the peak. When the one
 * model of the day lands, this file alone is re-pointed to it.
 */
@Injectable()
export class PlannerDaysAdapter {
  constructor(private readonly rhythm: RhythmSourcesClient) {}

  /** `count` local days from the person's today, in their zone. */
  async days(userId: string, now: Date, count: number, zoneHint?: string): Promise<{ timeZone: string; days: PlannerDay[] }> {
    const today = await this.rhythm.day(userId, undefined, zoneHint, now);
    const rest = await Promise.all(Array.from({ length: count - 1 }, (_, i) => this.rhythm.day(userId, addDays(today.date, i + 1), today.timeZone, now)));
    return { timeZone: today.timeZone, days: [today, ...rest].map((d) => plannerDayFromRhythm(d.date, today.timeZone, d.rhythm)) };
  }
}

/** The kind of window a rhythm block is, and how a reason names it. */
function windowOf(block: RhythmBlock): { kind: WindowKind; label: string } | 'sleep' {
  if (block.activityType === 'sleep') return 'sleep';
  if (block.theme === DEEP_FOCUS_THEME) return { kind: 'peak', label: 'your peak' };
  if (block.theme === 'Steady Work') return { kind: 'dip', label: 'your afternoon dip' };
  if (block.theme === 'Routine Tasks') return { kind: 'dip', label: 'your routine hours' };
  if (block.theme === 'Wind Down') return { kind: 'wind-down', label: 'your wind-down' };
  const label = `your ${block.theme.toLowerCase()} time`;
  switch (block.activityType) {
    case 'movement':
      return { kind: 'physical', label: 'your movement time' };
    case 'collaboration':
      return { kind: 'social', label: 'your collaboration time' };
    case 'creative':
      return { kind: 'creative', label: 'your creative window' };
    case 'meals':
      return { kind: 'meal', label };
    case 'rest':
      return { kind: 'rest', label };
    default:
      return { kind: 'steady', label };
  }
}

export function plannerDayFromRhythm(date: string, timeZone: string, blocks: readonly RhythmBlock[]): PlannerDay {
  const start = Date.parse(instantOf(date, 0, timeZone));
  const end = Date.parse(instantOf(addDays(date, 1), 0, timeZone));
  const at = (minutes: number) => Date.parse(instantOf(date, minutes, timeZone));
  const windows: DayWindow[] = [];
  const unavailable: Interval[] = [];
  for (const block of blocks) {
    const range = parseRange(block.timeRange);
    if (!range) continue;
    const w = windowOf(block);
    if (w === 'sleep') {
      // The night runs past midnight: the same night of the day before covers this morning.
      unavailable.push({ start: at(range.start), end: Math.min(end, at(range.end)) }, { start, end: Math.max(start, at(range.end - 1440)) });
    } else {
      windows.push({ ...w, start: at(range.start), end: at(range.end) });
    }
  }
  return { date, start, end, windows, unavailable: unavailable.filter((u) => u.end > u.start) };
}

import { Injectable } from '@nestjs/common';
import type { RhythmBlock } from '@flow/contracts';
import type { DayWindow, Interval, PlannerDay, WindowKind } from '@flow/planner';
import { addDays, dayModelOf, DEEP_FOCUS_THEME, instantOf, parseRange } from '@flow/rhythm';
import { RhythmSourcesClient } from '../rhythm/rhythm-sources.client';

/**
 * THE one adapter from the model of a person's day to the planner's input (`PlannerDay`): which
 * windows a day has (peak, dip, …), their words, and when nothing may be planned (sleep). It reads
 * the rhythm blocks the day view shows (daily-flow's rhythm, learned or from the chart) through the
 * one day model (`dayModelOf`), so "your peak" is exactly the model's `peakWindow` — the window
 * GET /api/daily-flow, suggestions and Co-Flow call the peak — and sleep is the model's sleep.
 */
@Injectable()
export class PlannerDaysAdapter {
  constructor(private readonly rhythm: RhythmSourcesClient) {}

  /**
   * `count` local days from the person's today (`timeZone`: today's zone), each on the clock of the place
   * it is spent (daily-flow's place of that day: a travel stay, else home), as the day and week views show it.
   */
  async days(userId: string, now: Date, count: number, zoneHint?: string): Promise<{ timeZone: string; days: PlannerDay[] }> {
    const today = await this.rhythm.day(userId, undefined, zoneHint, now);
    const rest = await Promise.all(Array.from({ length: count - 1 }, (_, i) => this.rhythm.day(userId, addDays(today.date, i + 1), zoneHint, now)));
    return { timeZone: today.timeZone, days: [today, ...rest].map((d) => plannerDayFromRhythm(d.date, d.timeZone, d.rhythm)) };
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
  const model = dayModelOf(date, timeZone, blocks);
  const peak = { start: Date.parse(model.peakWindow.start), end: Date.parse(model.peakWindow.end) };
  const windows: DayWindow[] = [];
  for (const block of blocks) {
    const range = parseRange(block.timeRange);
    const w = windowOf(block);
    if (!range || w === 'sleep') continue;
    const span = { start: at(range.start), end: at(range.end) };
    if (w.kind !== 'peak') {
      windows.push({ ...w, ...span });
      continue;
    }
    // Deep focus outside the model's one peak is focus time, never "your peak".
    const inside = { start: Math.max(span.start, peak.start), end: Math.min(span.end, peak.end) };
    if (inside.end > inside.start) windows.push({ ...w, ...inside });
    for (const part of [
      { start: span.start, end: Math.min(span.end, peak.start) },
      { start: Math.max(span.start, peak.end), end: span.end },
    ]) {
      if (part.end > part.start) windows.push({ kind: 'peak', label: 'your focus time', ...part });
    }
  }
  windows.sort((a, b) => a.start - b.start);
  const unavailable: Interval[] = model.windows
    .filter((w) => w.name === 'sleep')
    .map((w) => ({ start: Math.max(start, Date.parse(w.start)), end: Math.min(end, Date.parse(w.end)) }))
    .filter((u) => u.end > u.start);
  return { date, timeZone, start, end, windows, unavailable };
}

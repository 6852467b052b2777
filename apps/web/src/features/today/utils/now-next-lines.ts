import { formatMinutes } from '../../../lib/local-day';
import type { DayGlanceFrame } from '../../../lib/day-glance';
import { nowAndNext, type Span } from './timeline-layout';

type Lines = Omit<DayGlanceFrame, 'from' | 'to'>;

const range = (s: Span) => `${formatMinutes(s.start)} – ${formatMinutes(Math.min(s.end, 1440))}`;

/**
 * Today's first lines at a minute of the day: the block under way (or the threshold between blocks)
 * and what comes next: the next event, else the next block. NowNext shows them; the day's glance keeps
 * them for the rest of the day.
 */
export function nowNextLines<B extends Span & { theme: string }, E extends Span & { title: string }>(
  blocks: readonly B[],
  events: readonly E[],
  minute: number,
  threshold: string,
): Lines {
  const { current, next } = nowAndNext(blocks, minute);
  const nextEvent = events.find((e) => e.start > minute) ?? null;
  const upNext =
    nextEvent && (!next || nextEvent.start <= next.start) ? { title: nextEvent.title, span: nextEvent } : next && { title: next.theme, span: next };
  return {
    now: current ? current.theme : threshold,
    ...(current && { nowRange: range(current) }),
    ...(upNext && { next: upNext.title, nextRange: range(upNext.span) }),
  };
}

/**
 * The lines from `from` to the end of the day, one frame for each stretch in which they stay the same:
 * they change only where a block starts or ends or an event starts.
 */
export function glanceFrames<B extends Span & { theme: string }, E extends Span & { title: string }>(
  blocks: readonly B[],
  events: readonly E[],
  from: number,
  threshold: string,
): DayGlanceFrame[] {
  const edges = [...blocks.flatMap((b) => [b.start, b.end]), ...events.map((e) => e.start)];
  const starts = [...new Set([from, ...edges.filter((m) => m > from && m < 1440)])].sort((a, b) => a - b);
  const frames: DayGlanceFrame[] = [];
  starts.forEach((start, i) => {
    const lines = nowNextLines(blocks, events, start, threshold);
    const to = starts[i + 1] ?? 1440;
    const last = frames.at(-1);
    if (last && last.now === lines.now && last.nowRange === lines.nowRange && last.next === lines.next && last.nextRange === lines.nextRange) last.to = to;
    else frames.push({ from: start, to, ...lines });
  });
  return frames;
}

import { DEEP_FOCUS_THEME } from './constants';
import { addDays, isoWeekday, parseRange, type MinuteRange } from './time';

/**
 * "Protect my peak": which focus blocks FLOW keeps in a person's calendar at their peak block, on each
 * working day of the next two weeks. Pure planning: the caller reads the calendar and applies the
 * actions (a Google Focus Time event, a busy CalDAV VEVENT with a FLOW category).
 *
 * A block covers the longest stretch of the peak that no meeting takes. As the day fills it yields
 * only as much as needed: when the free time left elsewhere in the working day drops below
 * `minFreeMinutes`, the block gives back time from its end; when it would drop under
 * `minFocusMinutes`, it turns free (stays in the calendar, no longer blocks). A block the person moved
 * or edited is theirs: never changed or removed.
 */

export interface PeakProtectionSettings {
  /** The person's peak block, local minutes, when it is the same every day (else `peaks` of the input). */
  peak?: MinuteRange;
  /** The working day that free time is counted in, local minutes. */
  workday: MinuteRange;
  /** ISO weekdays that are working days (1 = Monday … 7 = Sunday). */
  workingDays: readonly number[];
  /** Free time to leave for others to book, outside the block, per working day. */
  minFreeMinutes: number;
  /** A block shorter than this is not worth protecting. */
  minFocusMinutes: number;
  /** How many days ahead, today included. */
  horizonDays: number;
}

export const DEFAULT_PEAK_PROTECTION: Required<Omit<PeakProtectionSettings, 'peak'>> = {
  workday: { start: 9 * 60, end: 17 * 60 },
  workingDays: [1, 2, 3, 4, 5],
  minFreeMinutes: 120,
  minFocusMinutes: 45,
  horizonDays: 14,
};

/** A focus block FLOW made earlier, as the calendar has it now. */
export interface FocusBlock {
  id: string;
  date: string;
  range: MinuteRange;
  /** Shown as free (no longer blocking). */
  free: boolean;
  /** The person moved or edited it: FLOW leaves it alone. */
  editedByPerson: boolean;
}

export interface PeakProtectionInput {
  settings: PeakProtectionSettings;
  /** Today and the local minute now, in the person's zone. */
  now: { date: string; minutes: number };
  /** Other events per local date (FLOW's own focus blocks left out), local minutes of that date. */
  busy: Readonly<Record<string, readonly MinuteRange[]>>;
  existing: readonly FocusBlock[];
  /**
   * The peak of each date when it differs by day (the day's rhythm): null, the day has none. A date
   * left out is not known (its rhythm could not be read): FLOW's blocks there stay as they are.
   */
  peaks?: Readonly<Record<string, MinuteRange | null>>;
}

export type PeakAction =
  | { kind: 'create'; date: string; range: MinuteRange; free: boolean }
  | { kind: 'update'; id: string; date: string; range: MinuteRange; free: boolean }
  | { kind: 'keep'; id: string; date: string }
  | { kind: 'leave'; id: string; date: string }
  | { kind: 'remove'; id: string; date: string };

/** The block wanted on one day, or null (no peak, the peak is booked, or it is over). */
export function plannedBlock(
  settings: PeakProtectionSettings,
  busy: readonly MinuteRange[],
  peak: MinuteRange | null | undefined = settings.peak,
): { range: MinuteRange; free: boolean } | null {
  if (!peak) return null;
  const longest = freeStretches(peak, busy).sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start)[0];
  if (!longest || longest.end - longest.start < settings.minFocusMinutes) return null;
  const freeElsewhere = freeMinutes(settings.workday, [...busy, longest]);
  const shortfall = settings.minFreeMinutes - freeElsewhere;
  if (shortfall <= 0) return { range: longest, free: false };
  // Give back whole quarter hours from the end of the block, inside the working day.
  const givenBack = Math.ceil(shortfall / 15) * 15;
  const shrunk = { start: longest.start, end: longest.end - givenBack };
  const regained = freeMinutes(settings.workday, [...busy, shrunk]) - freeElsewhere;
  if (shrunk.end - shrunk.start >= settings.minFocusMinutes && freeElsewhere + regained >= settings.minFreeMinutes) return { range: shrunk, free: false };
  return { range: longest, free: true };
}

export function planPeakProtection(input: PeakProtectionInput): PeakAction[] {
  const { settings, now } = input;
  const actions: PeakAction[] = [];
  const byDate = new Map<string, FocusBlock[]>();
  for (const block of input.existing) byDate.set(block.date, [...(byDate.get(block.date) ?? []), block]);
  for (let offset = 0; offset < settings.horizonDays; offset++) {
    const date = addDays(now.date, offset);
    const blocks = byDate.get(date) ?? [];
    byDate.delete(date);
    const theirs = blocks.filter((b) => b.editedByPerson);
    actions.push(...theirs.map((b): PeakAction => ({ kind: 'leave', id: b.id, date })));
    const ours = blocks.filter((b) => !b.editedByPerson);
    const peak = input.peaks ? input.peaks[date] : settings.peak;
    const begun = offset === 0 && (peak ? now.minutes >= peak.start : ours.some((b) => now.minutes >= b.range.start));
    // Today once the peak has begun, or a day whose peak is not known: what is there stays as it is.
    if (begun || peak === undefined) {
      actions.push(...ours.map((b): PeakAction => ({ kind: 'keep', id: b.id, date })));
      continue;
    }
    const wanted = theirs.length || !settings.workingDays.includes(isoWeekday(date)) ? null : plannedBlock(settings, input.busy[date] ?? [], peak);
    const [current, ...extra] = ours;
    actions.push(...extra.map((b): PeakAction => ({ kind: 'remove', id: b.id, date })));
    if (!wanted) {
      if (current) actions.push({ kind: 'remove', id: current.id, date });
    } else if (!current) {
      actions.push({ kind: 'create', date, ...wanted });
    } else if (current.range.start === wanted.range.start && current.range.end === wanted.range.end && current.free === wanted.free) {
      actions.push({ kind: 'keep', id: current.id, date });
    } else {
      actions.push({ kind: 'update', id: current.id, date, ...wanted });
    }
  }
  // Blocks on days outside the horizon: the past is history, later days are planned when they come near.
  for (const [date, blocks] of byDate) actions.push(...blocks.map((b): PeakAction => ({ kind: b.editedByPerson ? 'leave' : 'keep', id: b.id, date })));
  return actions;
}

/** What peakOfDay reads of a rhythm block. */
export interface PeakSource {
  timeRange: string;
  theme: string;
}

/**
 * The day's peak from its rhythm: from the start of the first Deep Focus block to the end of the last
 * (sprint breaks between them stay inside), or null when the day has none.
 */
export function peakOfDay(blocks: readonly PeakSource[]): MinuteRange | null {
  const ranges = blocks.filter((b) => b.theme === DEEP_FOCUS_THEME).flatMap((b) => parseRange(b.timeRange) ?? []);
  if (!ranges.length) return null;
  return { start: Math.min(...ranges.map((r) => r.start)), end: Math.max(...ranges.map((r) => r.end)) };
}

/** The parts of `range` no busy range covers. */
function freeStretches(range: MinuteRange, busy: readonly MinuteRange[]): MinuteRange[] {
  const sorted = busy.filter((b) => b.end > range.start && b.start < range.end).sort((a, b) => a.start - b.start);
  const stretches: MinuteRange[] = [];
  let cursor = range.start;
  for (const b of sorted) {
    if (b.start > cursor) stretches.push({ start: cursor, end: Math.min(b.start, range.end) });
    cursor = Math.max(cursor, b.end);
  }
  if (cursor < range.end) stretches.push({ start: cursor, end: range.end });
  return stretches;
}

function freeMinutes(range: MinuteRange, busy: readonly MinuteRange[]): number {
  return freeStretches(range, busy).reduce((sum, s) => sum + s.end - s.start, 0);
}

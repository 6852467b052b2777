import { expandSeries, type Series } from '@flow/rhythm';
import type { ScheduledEventEntity } from '../events.entities';

const TWO_YEARS_MS = 2 * 366 * 86_400_000;

type SeriesRow = Pick<ScheduledEventEntity, 'id' | 'startTime' | 'endTime' | 'recurrence' | 'recurrenceTimeZone' | 'recurrenceExdates'>;

export function seriesOf(row: SeriesRow): Series {
  return {
    rrule: row.recurrence!,
    start: row.startTime,
    end: row.endTime,
    timeZone: row.recurrenceTimeZone ?? 'UTC',
    exdates: (row.recurrenceExdates ?? []).map((d) => new Date(d)),
  };
}

/**
 * Rows as every reader sees them: one-offs and changed occurrences as they are, each series as its
 * occurrences overlapping [from, to) (at most 2 years of it; with no window, its first 2 years).
 * An occurrence keeps the series' id and fields, with its own times and `recurringEventId`.
 */
export function withOccurrences<Row extends SeriesRow>(rows: Row[], from?: Date, to?: Date): Row[] {
  const out: Row[] = [];
  for (const row of rows) {
    if (!row.recurrence) {
      out.push(row);
      continue;
    }
    const windowFrom = from ?? row.startTime;
    const windowTo = to ?? new Date(windowFrom.getTime() + TWO_YEARS_MS);
    for (const occurrence of expandSeries(seriesOf(row), windowFrom, windowTo)) {
      out.push({ ...row, startTime: occurrence.start, endTime: occurrence.end, originalStartTime: occurrence.originalStart, recurringEventId: row.id });
    }
  }
  return out.sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || a.id.localeCompare(b.id));
}

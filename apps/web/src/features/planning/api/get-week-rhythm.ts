import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { DayRhythm, RhythmBlock } from '@flow/contracts';
import { addDays } from '@flow/rhythm';
import { apiCall } from '../../../lib/api-client';
import { planningKeys } from './planning-keys';

/** generate-rhythm-blocks for one local date (the rhythm alone, without events). */
export const getRhythmBlocks = (date: string, signal?: AbortSignal): Promise<DayRhythm> => apiCall('getRhythmBlocks', { query: { date }, signal });

/** Days still loading or failed are left out (stable function: TanStack keeps the result while nothing changed). */
const byDate = (results: UseQueryResult<DayRhythm>[]): ReadonlyMap<string, readonly RhythmBlock[]> =>
  new Map(results.flatMap((r) => (r.data ? [[r.data.date, r.data.rhythmBlocks] as const] : [])));

/** The rhythm blocks of the seven days from Monday, by date. Spec 7: cached per user and date for 1 hour. */
export function useWeekRhythm(monday: string): ReadonlyMap<string, readonly RhythmBlock[]> {
  return useQueries({
    queries: Array.from({ length: 7 }, (_, i) => addDays(monday, i)).map((date) => ({
      queryKey: planningKeys.rhythm(date),
      queryFn: ({ signal }: { signal: AbortSignal }) => getRhythmBlocks(date, signal),
      staleTime: 60 * 60_000,
    })),
    combine: byDate,
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduledEvent } from '@flow/contracts';
import { apiCall } from '../../../lib/api-client';
import { eventKeys } from './event-keys';

/** scheduled_events with their attendees, ordered by start time, overlapping [from, to). */
export const getEvents = async (from: string, to: string, signal?: AbortSignal): Promise<ScheduledEvent[]> =>
  (await apiCall('listEvents', { query: { from, to }, signal })).events;

export const eventsQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: eventKeys.range(from, to), queryFn: ({ signal }) => getEvents(from, to, signal) });

/** The user's own events in a range; the previous range stays on screen while the next loads. */
export function useEvents(range: { from: string; to: string }, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...eventsQueryOptions(range.from, range.to), enabled, placeholderData: keepPreviousData });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarConnectionStatus } from '@flow/contracts';
import { apiCall } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

export const getCalendarConnection = (signal?: AbortSignal): Promise<CalendarConnectionStatus> => apiCall('calendarConnection', { signal });

export const calendarConnectionQueryOptions = () =>
  queryOptions({ queryKey: calendarKeys.connection(), queryFn: ({ signal }) => getCalendarConnection(signal) });

/** Whether an external calendar is connected (and still authorised). */
export function useCalendarConnection() {
  const query = useQuery(calendarConnectionQueryOptions());
  return { ...query, connected: Boolean(query.data?.connected && !query.data.needsAuth) };
}

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExternalEventsResult } from '@flow/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import { i18n } from '../../../i18n';
import { calendarEvents } from '../../../i18n/catalogs/en/calendar-events';
import { pageNamespace } from '../../../i18n/page-catalog';
import { notify as notice } from '../../../lib/notices';
import { CALENDAR_REFRESH_EVENT, CALENDAR_REFRESH_MS, CALENDAR_WINDOW_DAYS } from '../../../config/constants';
import { apiCall } from '../../../lib/api-client';
import { dailyFlowKeys } from '../../daily-flow/api/daily-flow-keys';
import { eventKeys } from '../../events/api/event-keys';
import { dayRange } from '../../../lib/local-day';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useUserTimeZone, useUserToday } from '../../../lib/use-user-time-zone';
import { calendarKeys } from './calendar-keys';
import { useCalendarConnection } from './get-calendar-connection';

const CALENDAR_EVENTS = pageNamespace('calendarEvents', calendarEvents);
const say = (id: keyof typeof calendarEvents) => String(i18n.t(`${CALENDAR_EVENTS}:${id}`));

/** google-calendar-events: every selected calendar, `refresh` reads the provider now instead of the 30 s copy. */
export const getExternalEvents = (
  timeMin: string,
  timeMax: string,
  { refresh = false, signal }: { refresh?: boolean; signal?: AbortSignal } = {},
): Promise<ExternalEventsResult> =>
  apiCall('calendarEvents', { query: { timeMin, timeMax, includeAllCalendars: 'true', ...(refresh ? { refresh: 'true' } : {}) }, signal });

export const externalEventsQueryOptions = (timeMin: string, timeMax: string) =>
  queryOptions({
    queryKey: calendarKeys.eventsIn(timeMin, timeMax),
    queryFn: ({ signal }) => getExternalEvents(timeMin, timeMax, { signal }),
    refetchInterval: CALENDAR_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });

/** No events: one array, so what a page computes from the events is not computed again at each render. */
const NO_EVENTS: ExternalEventsResult['events'] = [];

/**
 * Spec 9: the external calendar from today to 30 days ahead, refreshed every 60 s, on focus, when
 * the page becomes visible again and on the browser-wide 'google-calendar-refresh' event. Read only
 * while a calendar is connected. The one caller with `notify` tells the person when the calendar
 * needs to be connected again, or could not be read.
 */
export function useExternalEvents({ notify = false }: { notify?: boolean } = {}) {
  const zone = useUserTimeZone();
  const queryClient = useQueryClient();
  const connection = useCalendarConnection();
  const today = useUserToday();
  const window_ = useMemo(() => {
    const { from, to } = dayRange(today, zone, CALENDAR_WINDOW_DAYS + 1);
    return { timeMin: from, timeMax: to };
  }, [today, zone]);
  const query = useQuery({ ...externalEventsQueryOptions(window_.timeMin, window_.timeMax), enabled: connection.connected });

  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: calendarKeys.events() });
    window.addEventListener(CALENDAR_REFRESH_EVENT, refetch);
    return () => window.removeEventListener(CALENDAR_REFRESH_EVENT, refetch);
  }, [queryClient]);

  const needsAuth = Boolean(query.data?.needsAuth);
  useEffect(() => {
    if (!notify || !needsAuth) return;
    notice.error(say('reconnect'), say('disconnected'));
    void queryClient.invalidateQueries({ queryKey: calendarKeys.connection() });
  }, [notify, needsAuth, queryClient]);

  useErrorToast({ isError: notify && query.isError, errorUpdatedAt: query.errorUpdatedAt }, say('fetchFailed'));

  /** The refresh button: read the provider now. */
  const refresh = useCallback(async () => {
    const fresh = await getExternalEvents(window_.timeMin, window_.timeMax, { refresh: true });
    queryClient.setQueryData(calendarKeys.eventsIn(window_.timeMin, window_.timeMax), fresh);
    // The day and its score are built on these events too.
    await Promise.all([queryClient.invalidateQueries({ queryKey: dailyFlowKeys.all }), queryClient.invalidateQueries({ queryKey: eventKeys.all })]);
    return fresh;
  }, [queryClient, window_]);

  return {
    events: (connection.connected && !needsAuth && query.data?.events) || NO_EVENTS,
    connected: connection.connected && !needsAuth,
    isFetching: query.isFetching,
    refresh,
  };
}

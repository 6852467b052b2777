import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DailyFlow } from '@flow/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_UPDATED_EVENT } from '../../../config/constants';
import { apiCall, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useUserToday } from '../../../lib/use-user-time-zone';
import { clearCachedFlows, onCachedFlowsCleared, readCachedFlow, writeCachedFlow } from './daily-flow-cache';
import { dailyFlowKeys } from './daily-flow-keys';

/** generate-unified-daily-flow: the user's local day, merged with their events. */
export const getDailyFlow = (date: string, signal?: AbortSignal): Promise<DailyFlow> => apiCall('getDailyFlow', { query: { date }, signal });

/** Today's flow is stored in session storage after every fetch and shown from there on the next visit. */
export const dailyFlowQueryOptions = (userId: string, date: string, today: string) =>
  queryOptions({
    queryKey: dailyFlowKeys.day(userId, date),
    queryFn: async ({ signal }) => {
      const flow = await getDailyFlow(date, signal);
      if (date === today) writeCachedFlow(userId, date, flow);
      return flow;
    },
    initialData: () => readCachedFlow(userId, date, today)?.flow,
    initialDataUpdatedAt: () => readCachedFlow(userId, date, today)?.storedAt,
    staleTime: 5 * 60_000,
  });

export interface DailyFlowState {
  /** Null while loading and after a failure (spec 8: a failed fetch empties the flow data). */
  flow: DailyFlow | null;
  /** The server's message, or 'Failed to generate daily flow'. */
  error: string | null;
  isLoading: boolean;
  isFetching: boolean;
  /** Drops the cached day (here and in other tabs) and fetches it again. */
  refresh: () => Promise<void>;
}

/**
 * The daily flow of a local date (default today). Refetched when the user changes (the key holds
 * the user), when another tab clears the cached day, on the 'profile-updated' window event and on
 * realtime invalidations.
 */
export function useDailyFlow(date?: string): DailyFlowState {
  const { t } = useTranslation('today');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id ?? '';
  const today = useUserToday();
  const day = date ?? today;
  const query = useQuery({ ...dailyFlowQueryOptions(userId, day, today), enabled: Boolean(userId) });

  useEffect(() => {
    // Every card that shows the day listens; the first refetch serves them all (no cancel and restart).
    const refetch = () => void queryClient.invalidateQueries({ queryKey: dailyFlowKeys.all }, { cancelRefetch: false });
    window.addEventListener(PROFILE_UPDATED_EVENT, refetch);
    const unsubscribe = onCachedFlowsCleared(refetch);
    return () => {
      window.removeEventListener(PROFILE_UPDATED_EVENT, refetch);
      unsubscribe();
    };
  }, [queryClient]);

  const refetch = query.refetch;
  const refresh = useCallback(async () => {
    if (userId) clearCachedFlows(userId);
    await refetch();
  }, [userId, refetch]);

  // A day that failed is fetched again from 'pending' (TanStack resets a query without data). That
  // is not a first load: pages keep their content (unmounting and remounting it would refetch on
  // mount, over and over) and the last failure stays on screen until the new answer.
  const lastError = useRef<string | null>(null);
  if (query.isError) lastError.current = errorMessage(query.error, t('failed'));
  else if (query.isSuccess) lastError.current = null;
  const retrying = query.isPending && query.errorUpdateCount > 0;

  // Getters: TanStack renders a component again for the query states it read, so one that shows only
  // the flow (the timeline, the current flow) no longer renders again as each refetch starts and ends.
  return {
    flow: query.isError ? null : (query.data ?? null),
    get error() {
      return query.isError || retrying ? lastError.current : null;
    },
    get isLoading() {
      return query.isPending && query.fetchStatus !== 'idle' && !retrying;
    },
    get isFetching() {
      return query.isFetching;
    },
    refresh,
  };
}

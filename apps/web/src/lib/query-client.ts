import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_RETRIES, QUERY_RETRY_BASE_MS, QUERY_RETRY_MAX_MS } from '../config/constants';
import { ApiError, RequestTimeoutError } from './api-client';

/**
 * A client error (4xx) will not change on retry; network failures and 5xx may. A request that ran out
 * of time is reported at once (its message says why), not retried for another minute behind a spinner.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof RequestTimeoutError) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) return false;
  return failureCount < QUERY_RETRIES;
}

export const retryDelay = (attempt: number) => Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_MAX_MS);

/** Spec section 9: 3 retries, 1 s doubling up to 30 s, unused data collected after 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: a query offline still asks once, so the service worker's last good answer is shown.
      queries: { retry: shouldRetry, retryDelay, gcTime: QUERY_GC_MS, staleTime: 30_000, refetchOnWindowFocus: true, networkMode: 'offlineFirst' },
      // always: a change made offline fails (or is queued) at once, never waits paused behind a spinner.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

import { DelegateBackoff, decorrelatedJitterGenerator, halfJitterGenerator, handleWhen, type IRetryBackoffContext, retry } from 'cockatiel';
import { TransientProviderError } from './provider';

/** A Retry-After longer than this is not waited for inside a sync: the connection is retried later instead. */
export const MAX_INLINE_WAIT_MS = 5_000;
const INLINE = { initialDelay: 250, maxDelay: 4_000, exponent: 2 };
/** Between syncs of a failing connection: 30 s, 1 min, 2 min… up to 15 min, half of it jittered. */
const BETWEEN_SYNCS = { initialDelay: 30_000, maxDelay: 15 * 60_000, exponent: 2 };

/** Retry-After in milliseconds from its seconds or HTTP-date form; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Retries transient provider failures a few times with exponential back-off and decorrelated jitter,
 * waiting the server's Retry-After instead when it gives one (and it is short enough to wait for).
 */
export function transientRetry(maxAttempts: number) {
  const backoff = new DelegateBackoff<IRetryBackoffContext<unknown>, [number, number] | undefined>((context, state) => {
    const error = 'error' in context.result ? context.result.error : undefined;
    if (error instanceof TransientProviderError && error.retryAfterMs !== undefined) return { delay: error.retryAfterMs, state };
    const [delay, next] = decorrelatedJitterGenerator(state, { ...INLINE, generator: decorrelatedJitterGenerator });
    return { delay, state: next };
  });
  return retry(
    handleWhen((error) => error instanceof TransientProviderError && (error.retryAfterMs ?? 0) <= MAX_INLINE_WAIT_MS),
    { maxAttempts, backoff },
  );
}

/** How long a connection rests after its `failures`-th failed sync in a row (at least the server's Retry-After). */
export function restAfterFailure(failures: number, serverRetryAfterMs = 0): number {
  const [delay] = halfJitterGenerator(Math.max(0, failures - 1), { ...BETWEEN_SYNCS, generator: halfJitterGenerator });
  return Math.max(delay, serverRetryAfterMs);
}

import { MAX_INLINE_WAIT_MS, restAfterFailure, retryAfterMs, transientRetry } from './retry';
import { ProviderError, TransientProviderError } from './provider';

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-03-02T12:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Mon, 02 Mar 2026 12:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Mon, 02 Mar 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});

describe('transientRetry', () => {
  it('retries transient failures, waiting the Retry-After the server gave', async () => {
    const calls: number[] = [];
    const result = await transientRetry(3).execute(async () => {
      calls.push(Date.now());
      if (calls.length === 1) throw new TransientProviderError('busy', 429, 300);
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toHaveLength(2);
    expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(290);
  });

  it('backs off exponentially with jitter without a Retry-After, and gives up after the retries', async () => {
    const calls: number[] = [];
    await expect(
      transientRetry(2).execute(async () => {
        calls.push(Date.now());
        throw new TransientProviderError('backend error', 500);
      }),
    ).rejects.toThrow('backend error');
    expect(calls).toHaveLength(3);
  });

  it('does not retry other refusals, nor wait for a Retry-After longer than it may wait inline', async () => {
    let calls = 0;
    await expect(transientRetry(3).execute(async () => (calls++, Promise.reject(new ProviderError('no access', 403))))).rejects.toThrow('no access');
    expect(calls).toBe(1);
    calls = 0;
    const long = new TransientProviderError('slow down', 429, MAX_INLINE_WAIT_MS + 1);
    await expect(transientRetry(3).execute(async () => (calls++, Promise.reject(long)))).rejects.toBe(long);
    expect(calls).toBe(1);
  });
});

describe('restAfterFailure', () => {
  it('doubles from 15-30 s up to 15 min, and never rests less than the server asked', () => {
    for (let i = 0; i < 20; i++) {
      const first = restAfterFailure(1);
      expect(first).toBeGreaterThanOrEqual(15_000);
      expect(first).toBeLessThanOrEqual(30_000);
      const third = restAfterFailure(3);
      expect(third).toBeGreaterThanOrEqual(60_000);
      expect(third).toBeLessThanOrEqual(120_000);
      expect(restAfterFailure(20)).toBeLessThanOrEqual(15 * 60_000);
      expect(restAfterFailure(1, 600_000)).toBe(600_000);
    }
  });
});

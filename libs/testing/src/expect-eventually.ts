/** Retries an assertion until it passes or the time is up: waits for async effects without fixed sleeps. */
export async function expectEventually<T>(assertion: () => T | Promise<T>, { timeoutMs = 5000, intervalMs = 50 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      return await assertion();
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  }
  throw lastError;
}

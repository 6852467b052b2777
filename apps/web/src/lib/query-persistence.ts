import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

/**
 * The person's day kept on the device between visits (issue 39): a returning person's Today paints at
 * once from the last answers, and the queries refresh them in place (restored data is stale, so it is
 * refetched on mount). Only the day's own data, at most a day old; signing out forgets it.
 */
const STORAGE_KEY = 'flow.queryCache';
const MAX_AGE_MS = 24 * 60 * 60_000;
const WRITE_DELAY_MS = 1000;
/** The first element of the keys kept: the day, its events and score, the profile. */
const KEPT = new Set(['daily-flow', 'events', 'profile']);

interface Snapshot {
  savedAt: number;
  state: ReturnType<typeof dehydrate>;
}

/**
 * Only answers that come back from JSON as they went in are kept: a Map (or Set, Date, class) would be
 * restored as `{}` and break the page that reads it (Planning did, with the alignment overrides).
 */
function survivesJson(value: unknown): boolean {
  if (value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(survivesJson);
  return typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(survivesJson);
}

export function restoreQueries(client: QueryClient, now = Date.now()): boolean {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return false;
    const snapshot = JSON.parse(raw) as Snapshot;
    if (typeof snapshot?.savedAt !== 'number' || now - snapshot.savedAt > MAX_AGE_MS) {
      localStorage.removeItem(STORAGE_KEY);
      return false;
    }
    hydrate(client, snapshot.state);
    // Kept answers paint at once but are never taken as fresh: whatever changed since (a stay removed in
    // Settings, an event added elsewhere) is fetched as soon as a screen reads them.
    void client.invalidateQueries({ refetchType: 'none' });
    return true;
  } catch {
    return false;
  }
}

/** Writes the kept queries (a second after the last change); returns the undo. */
export function persistQueries(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && KEPT.has(String(query.queryKey[0])) && survivesJson(query.state.data),
    });
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ savedAt: Date.now(), state } satisfies Snapshot));
    } catch {
      // Full or no storage: the next visit loads from the network as before.
    }
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !KEPT.has(String(event.query.queryKey[0]))) return;
    clearTimeout(timer);
    timer = setTimeout(write, WRITE_DELAY_MS);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

export function forgetPersistedQueries() {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // No storage: nothing was kept.
  }
}

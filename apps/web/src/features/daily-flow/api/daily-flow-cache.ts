import type { DailyFlow } from '@flow/contracts';
import { DAILY_FLOW_CACHE_PREFIX } from '../../../config/constants';

/**
 * Spec section 7: the daily flow is cached per user and calendar date in session storage, and an
 * entry is used only when its date is today; a corrupt entry is removed (and the day refetched).
 * Clearing entries is announced to the other tabs of this browser, which refetch their day too.
 */

interface StoredFlow {
  date: string;
  storedAt: number;
  flow: DailyFlow;
}

const CHANNEL_NAME = 'flow-daily-flow-cache';

export const dailyFlowCacheKey = (userId: string, date: string) => `${DAILY_FLOW_CACHE_PREFIX}${userId}_${date}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The parts of a stored flow the pages read, checked by hand: the entry was written by this app
 * from a server answer, so this only catches corruption and entries of an older shape, without
 * bringing zod into the first load of Today.
 */
function looksLikeFlow(value: unknown, date: string): value is DailyFlow {
  const flow = value as Partial<Record<keyof DailyFlow, unknown>> | null;
  const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
  return (
    isObject(flow) &&
    flow!.date === date &&
    typeof flow!.reflection === 'string' &&
    typeof flow!.partial === 'boolean' &&
    isObject(flow!.dailyGuidance) &&
    isObject(flow!.vedicInfluences) &&
    isObject(flow!.peakWindow) &&
    [flow!.rhythmBlocks, flow!.suggestions, flow!.missing, flow!.defaultsUsed].every(Array.isArray)
  );
}

/** Today's cached flow of a user, or null (another day, nothing stored, or a corrupt entry, which is removed). */
export function readCachedFlow(userId: string, date: string, today: string): { flow: DailyFlow; storedAt: number } | null {
  if (date !== today) return null;
  const store = storage();
  const key = dailyFlowCacheKey(userId, date);
  const raw = store?.getItem(key);
  if (!store || raw == null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredFlow>;
    if (parsed.date !== today || typeof parsed.storedAt !== 'number') throw new Error('stale or malformed entry');
    if (!looksLikeFlow(parsed.flow, date)) throw new Error('not a daily flow');
    return { flow: parsed.flow, storedAt: parsed.storedAt };
  } catch {
    store.removeItem(key);
    return null;
  }
}

export function writeCachedFlow(userId: string, date: string, flow: DailyFlow, now = Date.now()): void {
  try {
    storage()?.setItem(dailyFlowCacheKey(userId, date), JSON.stringify({ date, storedAt: now, flow } satisfies StoredFlow));
  } catch {
    // A full or disabled storage only costs a refetch next time.
  }
}

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
}

/** Removes cached days (one user's, or every user's) here and tells the other tabs to do the same. */
export function clearCachedFlows(userId?: string): void {
  const store = storage();
  if (store) {
    const prefix = userId ? `${DAILY_FLOW_CACHE_PREFIX}${userId}_` : DAILY_FLOW_CACHE_PREFIX;
    for (const key of Object.keys(store)) if (key.startsWith(prefix)) store.removeItem(key);
  }
  const ch = channel();
  ch?.postMessage({ type: 'cleared', userId: userId ?? null });
  ch?.close();
}

/** Calls `listener` when another tab (or frame) clears cached days; returns the unsubscribe. */
export function onCachedFlowsCleared(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== storage()) return;
    if (event.key === null || (event.key.startsWith(DAILY_FLOW_CACHE_PREFIX) && event.newValue === null)) listener();
  };
  const ch = channel();
  const onMessage = (event: MessageEvent<{ userId?: string | null }>) => {
    const store = storage();
    const prefix = event.data?.userId ? `${DAILY_FLOW_CACHE_PREFIX}${event.data.userId}_` : DAILY_FLOW_CACHE_PREFIX;
    if (store) for (const key of Object.keys(store)) if (key.startsWith(prefix)) store.removeItem(key);
    listener();
  };
  window.addEventListener('storage', onStorage);
  ch?.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('storage', onStorage);
    ch?.removeEventListener('message', onMessage);
    ch?.close();
  };
}

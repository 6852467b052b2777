import type { PlanPlacement } from '@flow/contracts';
import { useSyncExternalStore } from 'react';

/**
 * What the person did with a planned item on this device: Start (its focus timer runs from then) and,
 * for a habit, Done today. Tasks are done on the server (POST /api/tasks/:id/complete); the plan has
 * no habit-done or started state yet, so these live in localStorage, keyed by the placement.
 */
export interface PlannedProgress {
  startedAt?: number;
  doneAt?: number;
}

const STORAGE_KEY = 'flow.planned-progress';
/** Entries older than this are dropped on write (a placement is at most a day long). */
const KEEP_MS = 3 * 24 * 60 * 60 * 1000;
const listeners = new Set<() => void>();
let cache: Record<string, PlannedProgress> | null = null;

export const progressKey = (p: Pick<PlanPlacement, 'id' | 'start'>) => `${p.id}@${p.start}`;

function read(): Record<string, PlannedProgress> {
  if (cache) return cache;
  try {
    cache = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, PlannedProgress>;
  } catch {
    cache = {};
  }
  return cache;
}

function write(key: string, change: PlannedProgress, now = Date.now()) {
  const next: Record<string, PlannedProgress> = {};
  for (const [k, v] of Object.entries(read())) if (Math.max(v.startedAt ?? 0, v.doneAt ?? 0) > now - KEEP_MS) next[k] = v;
  next[key] = { ...next[key], ...change };
  cache = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full store: the state still holds for this page.
  }
  listeners.forEach((l) => l());
}

export const markStarted = (p: PlanPlacement, now = Date.now()) => write(progressKey(p), { startedAt: now }, now);
export const markDone = (p: PlanPlacement, now = Date.now()) => write(progressKey(p), { doneAt: now }, now);
/** For tests: forget everything. */
export function resetPlannedProgress() {
  cache = {};
  localStorage.removeItem(STORAGE_KEY);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEY) {
      cache = null;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: PlannedProgress = {};
/** One placement's progress, updated in every view (and other tabs) that shows it. */
export function usePlannedProgress(p: Pick<PlanPlacement, 'id' | 'start'>): PlannedProgress {
  const key = progressKey(p);
  return useSyncExternalStore(
    subscribe,
    () => read()[key] ?? EMPTY,
    () => EMPTY,
  );
}

/** Minutes left of a started item's focus time: from its start for as long as it was planned. */
export function minutesLeft(p: PlanPlacement, startedAt: number, now: number): number {
  const planned = Date.parse(p.end) - Date.parse(p.start);
  return Math.max(0, Math.ceil((startedAt + planned - now) / 60_000));
}

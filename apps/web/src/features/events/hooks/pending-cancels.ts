import type { ScheduledEvent } from '@flow/contracts';
import { useSyncExternalStore } from 'react';
import { cancelled, type CancelEventInput } from '../api/cancel-event';

/**
 * Deletions waiting out their Undo time. The event is only hidden meanwhile: nothing is sent until
 * the time is up (or the page is left), so an Undo never has anything to restore on the server.
 */
interface Pending {
  input: CancelEventInput;
  commit: () => void;
}

const pending = new Map<string, Pending>();
const listeners = new Set<() => void>();
let snapshot: readonly CancelEventInput[] = [];

function changed() {
  snapshot = [...pending.values()].map((p) => p.input);
  for (const listener of listeners) listener();
}

export function holdCancel(key: string, input: CancelEventInput, commit: () => void) {
  pending.set(key, { input, commit });
  changed();
}

/** Takes the deletion back out of the queue; true when it was still waiting (not sent yet). */
export function releaseCancel(key: string): boolean {
  const had = pending.delete(key);
  if (had) changed();
  return had;
}

/** Sends every waiting deletion now (the page is going away: what the person deleted stays deleted). */
export function commitAllCancels() {
  for (const [key, p] of [...pending]) if (releaseCancel(key)) p.commit();
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', commitAllCancels);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The deletions waiting for their Undo time. */
export const usePendingCancels = () => useSyncExternalStore(subscribe, () => snapshot);

/** The events minus those whose deletion is waiting. */
export function withoutPending<T extends ScheduledEvent>(events: readonly T[], cancels: readonly CancelEventInput[]): T[] {
  return cancels.length === 0 ? [...events] : events.filter((e) => !cancels.some((c) => cancelled(e, c)));
}

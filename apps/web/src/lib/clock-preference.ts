import { useSyncExternalStore } from 'react';
import { uiLanguage } from './app-language';

/**
 * How times are written: the browser locale's clock ('auto'), or the 12- or 24-hour clock the person
 * chose in Settings → Preferences. Kept in this browser (it is about how this screen reads).
 */
export type ClockPreference = 'auto' | '12h' | '24h';

const KEY = 'flow.clock';
const listeners = new Set<() => void>();

export function clockPreference(): ClockPreference {
  try {
    const stored = localStorage.getItem(KEY);
    return stored === '12h' || stored === '24h' ? stored : 'auto';
  } catch {
    return 'auto';
  }
}

export function setClockPreference(preference: ClockPreference): void {
  try {
    if (preference === 'auto') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, preference);
  } catch {}
  listeners.forEach((listener) => listener());
}

export function useClockPreference(): ClockPreference {
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    clockPreference,
    () => 'auto',
  );
}

/** `hour12` for Intl: undefined lets the locale decide. */
export const hour12Of = (preference: ClockPreference = clockPreference()) => (preference === 'auto' ? undefined : preference === '12h');

/**
 * The locale dates and times are written in (date order, weekday names, its clock): Hindi's (hi-IN)
 * when the person reads FLOW in Hindi, else the browser's (en-GB day-first, en-US month-first).
 */
export function browserLocale(): string {
  if (uiLanguage() === 'hi') return 'hi-IN';
  try {
    return navigator.language || 'en-US';
  } catch {
    return 'en-US';
  }
}

import { useEffect, useLayoutEffect, useState } from 'react';
import { TIME_OF_DAY_CHECK_MS } from '../config/constants';
import { periodOf, type Period } from '../lib/time-of-day';
import { PALETTES, paletteProperties } from './palettes';

/** Writes a period's colours as page-level custom properties on <html> (and the browser's theme colour). */
export function applyPalette(period: Period, root: HTMLElement = document.documentElement): void {
  root.dataset.period = period;
  for (const [name, value] of Object.entries(paletteProperties(PALETTES[period]))) root.style.setProperty(name, value);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', PALETTES[period].basePrimary);
}

const systemNow = () => new Date();

/** Recomputes the period from the local time every 60 s and keeps the palette in step. */
export function useTimeOfDayPalette(now: () => Date = systemNow): Period {
  const [period, setPeriod] = useState<Period>(() => periodOf(now()));
  useEffect(() => {
    const id = setInterval(() => setPeriod(periodOf(now())), TIME_OF_DAY_CHECK_MS);
    return () => clearInterval(id);
  }, [now]);
  useLayoutEffect(() => applyPalette(period), [period]);
  return period;
}

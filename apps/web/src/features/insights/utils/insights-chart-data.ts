import type { Insights } from '@flow/contracts';
import { parseClock } from '@flow/rhythm';
import { formatMinutes } from '../../../lib/local-day';

export interface CurveDatum {
  /** Minutes since local midnight. */
  x: number;
  prior: number;
  learned: number;
  /** The learned curve's 95% band, [low, high]. */
  band: [number, number];
}

export interface DotDatum {
  x: number;
  y: number;
  time: string;
  date: string;
}

/** The Insights answer as the chart draws it: curves on a minute axis, and one dot per counted check-in. */
export function chartData(insights: Pick<Insights, 'curve' | 'checkins'>): { curve: CurveDatum[]; dots: DotDatum[] } {
  const curve = insights.curve.map((p) => ({ x: parseClock(p.time) ?? 0, prior: p.prior, learned: p.learned, band: [p.low, p.high] as [number, number] }));
  // The day closes where it opened, so the curves run to 24:00.
  if (curve.length > 0) curve.push({ ...curve[0], x: 1440 });
  const dots = insights.checkins.map((c) => ({ x: parseClock(c.time) ?? 0, y: c.energy, time: c.time, date: c.date }));
  return { curve, dots };
}

/** 'HH:MM' of an axis tick. */
/** A chart tick on the person's clock ('09:00' or '9:00 AM'), as every other time on screen. */
export const clockTick = (minutes: number) => formatMinutes(minutes);

/** "+0.4 above your usual" in words for a weekday. */
export function weekdayText(difference: number | null, checkins: number): string {
  if (difference === null) return `${checkins} check-in${checkins === 1 ? '' : 's'}: not enough yet`;
  if (Math.abs(difference) < 0.15) return 'about as usual';
  return `${Math.abs(difference).toFixed(1)} point${Math.abs(difference) >= 0.95 && Math.abs(difference) < 1.05 ? '' : 's'} ${difference > 0 ? 'higher' : 'lower'} than usual`;
}

import type { Insights } from '@flow/contracts';
import { parseClock } from '@flow/rhythm';
import { i18n } from '../../../i18n';
import { inUiLanguage } from '../../../lib/app-language';
import { formatMinutes } from '../../../lib/local-day';
import { fixedEnglishLocale } from '../../../lib/ui-locale';
import { INSIGHTS } from './insights-texts';

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
  const say = (id: 'weekday.notEnough' | 'weekday.usual' | 'weekday.difference', values?: Record<string, unknown>) =>
    String(i18n.t(`${INSIGHTS}:${id}`, values as never));
  if (difference === null) return say('weekday.notEnough', { checkins });
  if (Math.abs(difference) < 0.15) return say('weekday.usual');
  const amount = Math.abs(difference);
  return say('weekday.difference', {
    amount: amount.toFixed(1),
    one: amount >= 0.95 && amount < 1.05 ? 'yes' : 'no',
    direction: difference > 0 ? 'higher' : 'lower',
  });
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The server's weekday ('Monday') by its name on screen ('सोमवार'): 1 Jan 2024 was a Monday. */
export function weekdayName(english: string): string {
  const index = WEEKDAYS.indexOf(english);
  if (index < 0) return english;
  return inUiLanguage(new Intl.DateTimeFormat(fixedEnglishLocale(), { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + index)));
}

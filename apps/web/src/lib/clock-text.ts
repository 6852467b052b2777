import { inClock } from '@flow/rhythm';
import { formatMinutes } from './local-day';

/**
 * A text with every time in it ('09:00', '9pm', '8:30pm', '9:00 AM') written on the person's clock, as
 * `formatMinutes` writes times: the day's texts and ranges carry wall-clock times, the screen writes them.
 */
export function inPersonsClock(text: string): string {
  return inClock(text, '24h').replace(/\b([01]\d|2[0-3]):([0-5]\d)\b/g, (_, h: string, m: string) => formatMinutes(Number(h) * 60 + Number(m)));
}

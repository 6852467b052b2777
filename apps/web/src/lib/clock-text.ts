import { formatMinutes } from './local-day';

/** A time written any way the engines write one: '09:00', '9:00', '9pm', '8:30pm', '9:00 AM' (not '1:1', '3d 4h'). */
const ANY_TIME = /(?<!\d)(?<!\d:)(?:(\d{1,2}):([0-5]\d)(?:\s?([AaPp][Mm]))?|(\d{1,2})\s?([AaPp][Mm]))(?!\d)(?!:\d)(?![A-Za-z])/g;

/**
 * A text with every time in it written on the person's clock, as `formatMinutes` writes times: the
 * day's texts and ranges carry wall-clock times, the screen writes them. (No luxon: Today's first load.)
 */
export function inPersonsClock(text: string): string {
  return text.replace(
    ANY_TIME,
    (whole, h1: string | undefined, m1: string | undefined, ap1: string | undefined, h2: string | undefined, ap2: string | undefined) => {
      let h = Number(h1 ?? h2);
      const ap = (ap1 ?? ap2)?.toLowerCase();
      if (ap) {
        if (h < 1 || h > 12) return whole;
        h = ap === 'am' ? h % 12 : (h % 12) + 12;
      } else if (h > 23) {
        return whole;
      }
      return formatMinutes(h * 60 + Number(m1 ?? 0));
    },
  );
}

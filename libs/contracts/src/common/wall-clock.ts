/**
 * The one wall-clock core: what an instant reads on a zone's clocks, from the runtime's IANA data (Intl).
 * The chart, the rhythm engine, the services and the web app all read local time through it, and the
 * zone check and canonical names (time-zone.ts) stand on the same cached formatters.
 */

export interface WallClock {
  /** Astronomical year: 0 is 1 BC, -1 is 2 BC (birth charts reach back that far). */
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (building one costs far more than using it); a RangeError for an unknown zone. */
export function zoneFormatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** True when the runtime knows this IANA zone name (in any spelling, aliases included). */
export function isKnownTimeZone(zone: string | null | undefined): zone is string {
  if (!zone || zone.length > 64) return false;
  try {
    zoneFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's wall clock at an instant (milliseconds are dropped, as Intl does). */
export function wallClockAt(ms: number, zone: string): WallClock {
  const w: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  let bc = false;
  for (const part of zoneFormatter(zone).formatToParts(ms)) {
    switch (part.type) {
      case 'year':
        w.year = Number(part.value);
        break;
      case 'month':
        w.month = Number(part.value);
        break;
      case 'day':
        w.day = Number(part.value);
        break;
      case 'hour':
        w.hour = Number(part.value);
        break;
      case 'minute':
        w.minute = Number(part.value);
        break;
      case 'second':
        w.second = Number(part.value);
        break;
      case 'era':
        bc = part.value.startsWith('B');
        break;
      default:
        break; // separators
    }
  }
  if (bc) w.year = 1 - w.year;
  return w;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The zone's calendar date 'YYYY-MM-DD' at an instant. */
export function localDateAt(instant: Date | number, zone: string): string {
  const w = wallClockAt(typeof instant === 'number' ? instant : instant.getTime(), zone);
  return `${w.year < 0 ? '-' + pad(-w.year, 6) : pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** Today's date 'YYYY-MM-DD' in a zone: the one definition of "today" every service and screen uses. */
export const todayIn = (zone: string, now: Date = new Date()): string => localDateAt(now, zone);

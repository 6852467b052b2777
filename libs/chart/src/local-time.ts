import { isKnownTimeZone, type WallClock, wallClockAt } from '@flow/contracts';
import { ChartError } from './errors';

/**
 * Local wall time → UTC with the runtime's IANA data (Intl), resolving DST edges explicitly instead of
 * trusting a library's choice (luxon picks an ambiguous instant by the offset at the *current* date).
 */

export type TimeResolution = 'unique' | 'ambiguous-earlier' | 'gap-shifted-forward' | 'assumed-noon';

export interface LocalTimeResolution {
  utc: Date;
  /** Offset in force at `utc`, '+05:30' (seconds appended for pre-standard local mean time). */
  utcOffset: string;
  /** Offset in seconds east of UTC. */
  offsetSeconds: number;
  resolution: TimeResolution;
  /** 'YYYY-MM-DDTHH:MM:SS' wall time that the chosen instant shows on local clocks. */
  localWallTimeUsed: string;
  /** For an ambiguous wall time: the later of the two instants. */
  alternativeUtc?: Date;
  /** Set with 'assumed-noon' when the noon itself sat on a DST edge. */
  underlyingResolution?: Exclude<TimeResolution, 'assumed-noon'>;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** The zone's wall clock at an instant, as milliseconds of a UTC-labelled clock (the core is contracts' `wallClockAt`). */
function wallClockMs(zone: string, ms: number): number {
  let w: WallClock;
  try {
    w = wallClockAt(ms, zone);
  } catch {
    throw new ChartError('INVALID_TIME_ZONE', `Unknown time zone "${zone}".`);
  }
  const wall = new Date(0);
  wall.setUTCFullYear(w.year, w.month - 1, w.day);
  wall.setUTCHours(w.hour, w.minute, w.second, 0);
  return wall.getTime();
}

/** True when the runtime knows this IANA zone name. */
export const isValidTimeZone = (zone: string): boolean => isKnownTimeZone(zone);

/** Offset (seconds east of UTC) of `zone` at the instant `ms`. */
export function offsetSecondsAt(zone: string, ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000; // Intl drops milliseconds
  return Math.round((wallClockMs(zone, whole) - whole) / 1000);
}

export function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const a = Math.abs(seconds);
  const hh = String(Math.floor(a / 3600)).padStart(2, '0');
  const mm = String(Math.floor((a % 3600) / 60)).padStart(2, '0');
  const ss = a % 60;
  return `${sign}${hh}:${mm}${ss ? ':' + String(ss).padStart(2, '0') : ''}`;
}

/** Parses 'YYYY-MM-DD' strictly (real calendar date) into [y, m, d]. */
export function parseIsoDate(date: string): [number, number, number] {
  const m = DATE_RE.exec(date ?? '');
  if (!m) throw new ChartError('INVALID_DATE');
  const [y, mo, d] = [+m[1], +m[2], +m[3]];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) {
    throw new ChartError('INVALID_DATE');
  }
  return [y, mo, d];
}

export function parseClockTime(time: string): [number, number, number] {
  const m = TIME_RE.exec(time ?? '');
  if (!m) throw new ChartError('INVALID_TIME');
  return [+m[1], +m[2], m[3] ? +m[3] : 0];
}

function isoWall(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

/**
 * Resolves a local wall time in `zone` to a UTC instant.
 * - unique: exactly one instant shows that wall time.
 * - ambiguous (clocks set back): the EARLIER instant; the later one is `alternativeUtc`.
 * - nonexistent (clocks set forward): read with the offset in force before the gap, i.e. moved forward
 *   by the gap (01:30 in a 01:00→02:00 gap becomes 02:30 new time), as Temporal/java.time do.
 * - time null: 12:00 local wall time ('assumed-noon').
 */
export function localToUtc(date: string, time: string | null, zone: string): LocalTimeResolution {
  const [y, mo, d] = parseIsoDate(date);
  const [h, mi, s] = time == null ? [12, 0, 0] : parseClockTime(time);
  if (!isKnownTimeZone(zone)) throw new ChartError('INVALID_TIME_ZONE', `Unknown time zone "${zone}".`);
  const wallDate = new Date(0);
  wallDate.setUTCFullYear(y, mo - 1, d);
  wallDate.setUTCHours(h, mi, s, 0);
  const wall = wallDate.getTime();

  // Offsets a day either side bracket any single transition; also probe with each, for zones whose
  // transitions come in close pairs. Each Intl lookup is memoised: the same instants recur below.
  const day = 86_400_000;
  const known = new Map<number, number>();
  const offsetAt = (ms: number): number => {
    let o = known.get(ms);
    if (o === undefined) known.set(ms, (o = offsetSecondsAt(zone, ms)));
    return o;
  };
  const probes = new Set<number>([offsetAt(wall - day), offsetAt(wall + day)]);
  for (const o of [...probes]) probes.add(offsetAt(wall - o * 1000));
  const valid = [...probes]
    .filter((o) => offsetAt(wall - o * 1000) === o)
    .map((o) => ({ o, ms: wall - o * 1000 }))
    .sort((a, b) => a.ms - b.ms);

  let resolution: Exclude<TimeResolution, 'assumed-noon'>;
  let chosenMs: number;
  let alternative: number | undefined;
  if (valid.length > 0) {
    chosenMs = valid[0].ms;
    resolution = valid.length > 1 ? 'ambiguous-earlier' : 'unique';
    if (valid.length > 1) alternative = valid[valid.length - 1].ms;
  } else {
    // In a gap the larger (after-transition) offset lands before the transition, so the offset found
    // there is the one in force before the gap.
    const before = offsetAt(wall - Math.max(...probes) * 1000);
    chosenMs = wall - before * 1000;
    resolution = 'gap-shifted-forward';
  }
  const offsetSeconds = offsetAt(chosenMs);
  const result: LocalTimeResolution = {
    utc: new Date(chosenMs),
    utcOffset: formatOffset(offsetSeconds),
    offsetSeconds,
    resolution: time == null ? 'assumed-noon' : resolution,
    localWallTimeUsed: isoWall(chosenMs + offsetSeconds * 1000),
  };
  if (time == null) result.underlyingResolution = resolution;
  if (alternative !== undefined) result.alternativeUtc = new Date(alternative);
  return result;
}

/** 'HH:MM' on the zone's wall clock at an instant. */
export function localHhMm(instant: Date, zone: string): string {
  return isoWall(wallClockMs(zone, instant.getTime())).slice(11, 16);
}

/** 'YYYY-MM-DDTHH:MM:SS+hh:mm' in the zone at an instant. */
export function localIso(instant: Date, zone: string): string {
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  const off = offsetSecondsAt(zone, whole);
  return isoWall(whole + off * 1000) + formatOffset(off);
}

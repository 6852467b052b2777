import { DASHA_CYCLE_YEARS, DASHA_ORDER, DASHA_YEARS, NAKSHATRA_SPAN, nakshatraOf, norm360, Planet } from './zodiac';

/**
 * Vimshottari dasha. A dasha year is 365.2425 days (the mean Gregorian year), the oracle's convention;
 * 365.25-day years shift the first period end by only minutes, 360-day (savana) years by weeks.
 */
export const DASHA_YEAR_DAYS = 365.2425;
const YEAR_MS = DASHA_YEAR_DAYS * 86_400_000;

export interface DashaPeriod {
  planet: Planet;
  /** UTC instants, ISO 8601 with milliseconds. */
  start: string;
  end: string;
  /** UTC calendar dates of start and end, 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string;
  years: number;
}

export interface RunningPeriod extends DashaPeriod {
  /** (end − at) in dasha years, rounded to 3 decimals. */
  yearsRemaining: number;
}

export interface DashaBalance {
  lord: Planet;
  /** Fraction of the birth nakshatra the Moon had already traversed. */
  fractionElapsed: number;
  /** Years of the first mahadasha left at birth. */
  balanceYears: number;
  /** When the first mahadasha theoretically began (before birth). */
  cycleStart: string;
}

export interface RunningDasha {
  mahadasha: RunningPeriod & { startsBeforeBirth: boolean };
  antardasha: RunningPeriod;
  pratyantardasha: RunningPeriod;
}

/** Internal span in float milliseconds, so sub-periods tile their parent exactly. */
interface Span {
  planet: Planet;
  startMs: number;
  endMs: number;
  years: number;
}

function toPeriod(s: Span): DashaPeriod {
  const start = new Date(s.startMs).toISOString();
  const end = new Date(s.endMs).toISOString();
  return { planet: s.planet, start, end, startDate: start.slice(0, 10), endDate: end.slice(0, 10), years: s.years };
}

/** Lords in Vimshottari order beginning with `first`. */
export function dashaSequence(first: Planet): Planet[] {
  const i = DASHA_ORDER.indexOf(first);
  return DASHA_ORDER.map((_, k) => DASHA_ORDER[(i + k) % 9]);
}

/** Nine consecutive spans from `startMs`, lord `first` onwards; `totalYears` is shared in proportion. */
function divide(first: Planet, startMs: number, endMs: number, totalYears: number): Span[] {
  let cumulative = 0;
  let t = startMs;
  return dashaSequence(first).map((planet, k) => {
    cumulative += DASHA_YEARS[planet];
    // The last boundary is the parent's own end, so the children tile it exactly.
    const next = k === 8 ? endMs : startMs + ((endMs - startMs) * cumulative) / DASHA_CYCLE_YEARS;
    const span = { planet, startMs: t, endMs: next, years: (totalYears * DASHA_YEARS[planet]) / DASHA_CYCLE_YEARS };
    t = next;
    return span;
  });
}

function cycleStartMs(birth: Date, moonLongitude: number): { lord: Planet; startMs: number; fractionElapsed: number } {
  const lon = norm360(moonLongitude);
  const n = nakshatraOf(lon);
  const lord = DASHA_ORDER[n % 9];
  const fractionElapsed = (lon - n * NAKSHATRA_SPAN) / NAKSHATRA_SPAN;
  return { lord, fractionElapsed, startMs: birth.getTime() - fractionElapsed * DASHA_YEARS[lord] * YEAR_MS };
}

export function dashaBalance(birth: Date, moonLongitude: number): DashaBalance {
  const { lord, fractionElapsed, startMs } = cycleStartMs(birth, moonLongitude);
  return {
    lord,
    fractionElapsed,
    balanceYears: (1 - fractionElapsed) * DASHA_YEARS[lord],
    cycleStart: new Date(startMs).toISOString(),
  };
}

/** The nine mahadashas of the 120-year cycle number `cycle` (0 = the one containing birth). */
function cycleSpans(lord: Planet, startMs: number, cycle: number): Span[] {
  const cycleMs = DASHA_CYCLE_YEARS * YEAR_MS;
  const s = startMs + cycle * cycleMs;
  return divide(lord, s, s + cycleMs, DASHA_CYCLE_YEARS).map((sp) => ({ ...sp, years: DASHA_YEARS[sp.planet] }));
}

/**
 * Mahadashas from the (theoretical) start of the birth mahadasha until at least `spanYears` after birth:
 * 10 periods for the default 120 years, since the first one began before birth.
 */
export function mahadashaTimeline(birth: Date, moonLongitude: number, spanYears = DASHA_CYCLE_YEARS): DashaPeriod[] {
  const { lord, startMs } = cycleStartMs(birth, moonLongitude);
  const untilMs = birth.getTime() + spanYears * YEAR_MS;
  const out: DashaPeriod[] = [];
  for (let cycle = 0; ; cycle++) {
    for (const sp of cycleSpans(lord, startMs, cycle)) {
      out.push(toPeriod(sp));
      if (sp.endMs >= untilMs) return out;
    }
  }
}

/** Sub-periods (antardashas of a mahadasha, pratyantardashas of an antardasha). */
export function subPeriods(parent: DashaPeriod): DashaPeriod[] {
  return divide(parent.planet, Date.parse(parent.start), Date.parse(parent.end), parent.years).map(toPeriod);
}

function containing(spans: Span[], atMs: number): Span {
  return spans.find((s) => atMs < s.endMs) ?? spans[spans.length - 1];
}

function running(s: Span, atMs: number): RunningPeriod {
  return { ...toPeriod(s), yearsRemaining: Math.round(((s.endMs - atMs) / YEAR_MS) * 1000) / 1000 };
}

/**
 * The maha/antar/pratyantar dasha running at `at`. Works for any instant from the cycle start on: the
 * 120-year cycle simply repeats. Instants before the cycle start have no running dasha (RangeError).
 */
export function runningDasha(birth: Date, moonLongitude: number, at: Date): RunningDasha {
  const { lord, startMs } = cycleStartMs(birth, moonLongitude);
  const atMs = at.getTime();
  if (!(atMs >= startMs)) throw new RangeError('No dasha runs before the birth mahadasha began.');
  const cycle = Math.floor((atMs - startMs) / (DASHA_CYCLE_YEARS * YEAR_MS));
  const maha = containing(cycleSpans(lord, startMs, cycle), atMs);
  const antar = containing(divide(maha.planet, maha.startMs, maha.endMs, maha.years), atMs);
  const pratyantar = containing(divide(antar.planet, antar.startMs, antar.endMs, antar.years), atMs);
  return {
    mahadasha: { ...running(maha, atMs), startsBeforeBirth: maha.startMs < birth.getTime() },
    antardasha: running(antar, atMs),
    pratyantardasha: running(pratyantar, atMs),
  };
}

/** The spec's Dasha result shape (profile.vedic_analysis.currentDasha). */
export interface DashaSummary {
  mahadasha: { planet: Planet; yearsRemaining: number; startDate: string; endDate: string };
  antardasha: { planet: Planet; yearsRemaining: number };
  pratyantardasha: { planet: Planet; yearsRemaining: number };
}

export function summarizeDasha(r: RunningDasha): DashaSummary {
  return {
    mahadasha: {
      planet: r.mahadasha.planet,
      yearsRemaining: r.mahadasha.yearsRemaining,
      startDate: r.mahadasha.startDate,
      endDate: r.mahadasha.endDate,
    },
    antardasha: { planet: r.antardasha.planet, yearsRemaining: r.antardasha.yearsRemaining },
    pratyantardasha: { planet: r.pratyantardasha.planet, yearsRemaining: r.pratyantardasha.yearsRemaining },
  };
}

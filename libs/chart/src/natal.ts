import { MakeTime } from 'astronomy-engine';
import { AnalysisFactor, composeBlueprint, moonWaxing } from './blueprint';
import { BlueprintFacts } from './blueprint-facts';
import { DashaBalance, dashaBalance, DashaPeriod, DashaSummary, mahadashaTimeline, RunningDasha, runningDasha, subPeriods, summarizeDasha } from './dasha';
import { elementBalance, ElementBalance, EnergyType, energyTypeOf, peakWindow } from './elements';
import { ChartError } from './errors';
import { LocalTimeResolution, localToUtc, parseIsoDate } from './local-time';
import { AngleInfo, castChart, CastChart, ChartPlanet, NodeType, siderealLongitude } from './positions';
import { TransitOptions, TransitResult, transitsFor } from './transits';
import { NAKSHATRA_NAMES, nakshatraLord, nakshatraOf, Planet } from './zodiac';

/** A birth whose place is already resolved to coordinates and a zone: everything after the gazetteer. */
export interface ResolvedBirth {
  birthDate: string;
  birthTime: string | null;
  place: { name: string; region: string | null; country: string; countryCode?: string; latitude: number; longitude: number; timeZone: string };
  nodeType?: NodeType;
}

/** Object types (not interfaces) here and in the other engine results, so they fit the contracts' open
 * zod objects, whose inferred types carry an index signature. */
export type ChartSummary = {
  utc: string;
  utcOffset: string;
  timeResolution: LocalTimeResolution['resolution'];
  alternativeUtc?: string;
  place: { name: string; region: string | null; country: string; latitude: number; longitude: number; timeZone: string };
  ayanamsa: number;
  nodeType: NodeType;
  ascendant: AngleInfo | null;
  planets: ChartPlanet[];
  moonNakshatra: { index: number; name: string; pada: number; lord: Planet; fractionElapsed: number };
};

export type VedicAnalysis = {
  constitution: EnergyType;
  essence: string;
  rhythm: string;
  focusWindows: string;
  needs: string;
  stressTendency: string;
  restorativeElements: string;
  nourishment: string;
  nourishAdvice: string;
  restorativeTime: string;
  peakEnergyStart: string;
  peakEnergyEnd: string;
  currentDasha: DashaSummary;
  currentTransits: TransitResult;
  birthTimeKnown: boolean;
  notes: string[];
  factors: AnalysisFactor[];
  chart: ChartSummary;
  /** The prose's facts by key, to write it in the person's language (issue 41). */
  blueprint: BlueprintFacts;
};

export interface BirthChartAnalysis {
  vedicAnalysis: VedicAnalysis;
  peakEnergyStart: string;
  peakEnergyEnd: string;
  chart: ChartSummary;
  factors: AnalysisFactor[];
  birthTimeKnown: boolean;
  notes: string[];
  elements: ElementBalance;
  dasha: RunningDasha;
}

export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2100-12-31';

export function assertSupportedDate(date: string): void {
  parseIsoDate(date);
  if (date < MIN_DATE || date > MAX_DATE) throw new ChartError('DATE_OUT_OF_RANGE');
}

/** The latest calendar date anywhere on Earth at `now` (UTC+14, the Line Islands). */
export function latestDateOnEarth(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * A birth date a profile may store: a real date, 1900–2100, and not in the future. Without a place the
 * day cannot be pinned to a zone, so "future" means after today's date everywhere; the analysis then
 * checks the exact birth instant.
 */
export function checkBirthDate(date: string, now: Date): void {
  assertInstant(now);
  assertSupportedDate(date);
  if (date > latestDateOnEarth(now)) throw new ChartError('BIRTH_DATE_IN_FUTURE');
}

export function assertInstant(now: unknown): asserts now is Date {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new ChartError('INVALID_INSTANT');
}

export function assertCoordinates(latitude: number, longitude: number): void {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    throw new ChartError('INVALID_COORDINATES');
  }
}

export interface NatalChart {
  time: LocalTimeResolution;
  chart: CastChart;
  birthTimeKnown: boolean;
}

/** Validates, converts local time to UTC and casts the chart. Rejects births after `now`. */
export function castNatal(birth: ResolvedBirth, now: Date): NatalChart {
  assertInstant(now);
  assertSupportedDate(birth.birthDate);
  assertCoordinates(birth.place.latitude, birth.place.longitude);
  const time = localToUtc(birth.birthDate, birth.birthTime, birth.place.timeZone);
  if (time.utc.getTime() > now.getTime()) throw new ChartError('BIRTH_DATE_IN_FUTURE');
  const birthTimeKnown = birth.birthTime != null;
  const chart = castChart(time.utc, birth.place.latitude, birth.place.longitude, birthTimeKnown, birth.nodeType ?? 'true');
  return { time, chart, birthTimeKnown };
}

export function summarizeChart(n: NatalChart, birth: ResolvedBirth): ChartSummary {
  const moon = n.chart.planets[1];
  const { latitude, longitude, timeZone, name, region, country } = birth.place;
  const summary: ChartSummary = {
    utc: n.time.utc.toISOString(),
    utcOffset: n.time.utcOffset,
    timeResolution: n.time.resolution,
    place: { name, region, country, latitude, longitude, timeZone },
    ayanamsa: n.chart.ayanamsa,
    nodeType: n.chart.nodeType,
    ascendant: n.chart.ascendant,
    planets: n.chart.planets,
    moonNakshatra: {
      index: moon.nakshatra,
      name: moon.nakshatraName,
      pada: moon.pada,
      lord: nakshatraLord(moon.nakshatra),
      fractionElapsed: dashaBalance(n.chart.utc, moon.longitude).fractionElapsed,
    },
  };
  if (n.time.alternativeUtc) summary.alternativeUtc = n.time.alternativeUtc.toISOString();
  return summary;
}

export function dashaFor(n: NatalChart, now: Date): RunningDasha {
  return runningDasha(n.chart.utc, n.chart.planets[1].longitude, now);
}

export interface DashaReport extends DashaSummary {
  running: RunningDasha;
  balance: DashaBalance;
  /** The full timeline from the birth mahadasha (begun before birth) to 120 years after birth. */
  mahadashas: DashaPeriod[];
  /** The nine antardashas of the running mahadasha. */
  antardashas: DashaPeriod[];
  chart: ChartSummary;
}

export function dashaReport(n: NatalChart, birth: ResolvedBirth, now: Date): DashaReport {
  const moonLon = n.chart.planets[1].longitude;
  const running = dashaFor(n, now);
  return {
    ...summarizeDasha(running),
    running,
    balance: dashaBalance(n.chart.utc, moonLon),
    mahadashas: mahadashaTimeline(n.chart.utc, moonLon),
    antardashas: subPeriods(running.mahadasha),
    chart: summarizeChart(n, birth),
  };
}

export function transitsForNatal(n: NatalChart, now: Date, options: TransitOptions = {}): TransitResult {
  return transitsFor({ moonSign: n.chart.planets[1].sign, ascendantSign: n.chart.ascendant?.sign ?? null }, now, { nodeType: n.chart.nodeType, ...options });
}

/** The Moon's nakshatra at the start and end of the local birth date (for the no-time caveat). */
function moonNakshatraSpan(birth: ResolvedBirth): [number, number] {
  const zone = birth.place.timeZone;
  const first = localToUtc(birth.birthDate, '00:00', zone).utc;
  const last = localToUtc(birth.birthDate, '23:59', zone).utc;
  return [nakshatraOf(siderealLongitude('Moon', MakeTime(first))), nakshatraOf(siderealLongitude('Moon', MakeTime(last)))];
}

/** The whole energy blueprint for a resolved birth, evaluated at `now`. */
export function analyzeResolvedBirth(birth: ResolvedBirth, now: Date): BirthChartAnalysis {
  const natal = castNatal(birth, now);
  const { chart, birthTimeKnown } = natal;
  const signs = Object.fromEntries(chart.planets.map((p) => [p.name, p.sign])) as Record<Planet, number>;
  const balance = elementBalance({ ascendant: chart.ascendant?.sign ?? null, planets: signs });
  const { type, dominant } = energyTypeOf(balance.energy);
  const peak = peakWindow(balance.energy, type, moonWaxing(chart));
  const dasha = dashaFor(natal, now);
  const summary = summarizeDasha(dasha);
  const transits = transitsForNatal(natal, now);
  const text = composeBlueprint({ chart, birthTimeKnown, balance, energyType: type, dominant, peak, dasha, summary, transits });
  const chartSummary = summarizeChart(natal, birth);

  const notes: string[] = [];
  if (!birthTimeKnown) {
    notes.push(
      'Birth time unknown: the chart is cast for 12:00 local time, so the ascendant and houses from it are left out and the Moon may be up to about 6.5° from its true birth position.',
    );
    const [a, b] = moonNakshatraSpan(birth);
    if (a !== b) {
      notes.push(
        `The Moon moved from ${NAKSHATRA_NAMES[a]} into ${NAKSHATRA_NAMES[b]} during the birth date, so the nakshatra and dasha depend on the birth time.`,
      );
    }
  }
  if (natal.time.resolution === 'ambiguous-earlier')
    notes.push(`The birth time occurred twice that night (clocks went back); the earlier instant, ${natal.time.utc.toISOString()}, is used.`);
  if (natal.time.resolution === 'gap-shifted-forward')
    notes.push(`The birth time fell in a daylight-saving gap; it was read as ${natal.time.localWallTimeUsed.slice(11, 16)} local time.`);

  const vedicAnalysis: VedicAnalysis = {
    constitution: text.constitution,
    essence: text.essence,
    rhythm: text.rhythm,
    focusWindows: text.focusWindows,
    needs: text.needs,
    stressTendency: text.stressTendency,
    restorativeElements: text.restorativeElements,
    nourishment: text.nourishment,
    nourishAdvice: text.nourishAdvice,
    restorativeTime: text.restorativeTime,
    peakEnergyStart: peak.start,
    peakEnergyEnd: peak.end,
    currentDasha: summary,
    currentTransits: transits,
    birthTimeKnown,
    notes,
    factors: text.factors,
    chart: chartSummary,
    blueprint: text.facts,
  };
  return {
    vedicAnalysis,
    peakEnergyStart: peak.start,
    peakEnergyEnd: peak.end,
    chart: chartSummary,
    factors: text.factors,
    birthTimeKnown,
    notes,
    elements: balance,
    dasha,
  };
}

import { ChartError } from './errors';
import { findPlace, nearestPlace, Place, resolvePlace } from './gazetteer';
import { isValidTimeZone, parseClockTime } from './local-time';
import {
  analyzeResolvedBirth,
  assertCoordinates,
  assertInstant,
  BirthChartAnalysis,
  castNatal,
  ChartSummary,
  DashaReport,
  dashaReport,
  ResolvedBirth,
  summarizeChart,
  transitsForNatal,
} from './natal';
import { NodeType } from './positions';
import { TransitOptions, TransitResult } from './transits';

/**
 * The product-facing API: birth data as the user typed it (place text, optional exact coordinates and
 * zone) plus the evaluation instant. The gazetteer is used only here.
 */
export interface BirthInput {
  birthDate: string;
  /** 'HH:MM' or 'HH:MM:SS'; null, undefined or '' when unknown. */
  birthTime?: string | null;
  birthPlace: string;
  latitude?: number;
  longitude?: number;
  timeZone?: string;
  nodeType?: NodeType;
}

export interface EvaluationContext {
  now: Date;
}

/** Coordinates given by the user win over the gazetteer; a missing zone comes from the place, or from
 * the nearest gazetteer place to the coordinates. */
export function resolveBirth(input: BirthInput): ResolvedBirth {
  if (input == null || typeof input !== 'object') throw new ChartError('INVALID_DATE');
  const birthTime = input.birthTime == null || input.birthTime === '' ? null : input.birthTime;
  if (birthTime !== null) parseClockTime(birthTime);
  const hasLat = input.latitude != null;
  const hasLon = input.longitude != null;
  if (hasLat !== hasLon) throw new ChartError('INVALID_COORDINATES');
  if (input.timeZone != null && !isValidTimeZone(input.timeZone)) throw new ChartError('INVALID_TIME_ZONE');
  const text = String(input.birthPlace ?? '').trim();

  let place: ResolvedBirth['place'];
  if (hasLat && hasLon) {
    const latitude = Number(input.latitude);
    const longitude = Number(input.longitude);
    assertCoordinates(latitude, longitude);
    const named = text ? findPlace(text) : null;
    const nearNamed = named && Math.abs(named.latitude - latitude) < 2 && Math.abs(named.longitude - longitude) < 2 ? named : null;
    const timeZone = input.timeZone ?? (nearNamed ?? nearestPlace(latitude, longitude)).timeZone;
    place = { ...labelFrom(text, nearNamed), latitude, longitude, timeZone };
  } else {
    const found: Place = resolvePlace(text);
    place = {
      name: found.name,
      region: found.region,
      country: found.country,
      countryCode: found.countryCode,
      latitude: found.latitude,
      longitude: found.longitude,
      timeZone: input.timeZone ?? found.timeZone,
    };
  }
  return { birthDate: String(input.birthDate ?? '').trim(), birthTime, place, nodeType: input.nodeType ?? 'true' };
}

function labelFrom(text: string, named: Place | null): { name: string; region: string | null; country: string; countryCode?: string } {
  if (named) return { name: named.name, region: named.region, country: named.country, countryCode: named.countryCode };
  const parts = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return { name: parts[0] ?? 'Custom location', region: parts.length > 2 ? parts[1] : null, country: parts.length > 1 ? parts[parts.length - 1] : '' };
}

/** The energy blueprint (spec: analyze-vedic-chart / analyze-manual-birth-chart). */
export function analyzeBirthChart(input: BirthInput, context: EvaluationContext): BirthChartAnalysis {
  assertInstant(context?.now);
  return analyzeResolvedBirth(resolveBirth(input), context.now);
}

/** Running maha/antar/pratyantar dasha at `now`, the full mahadasha timeline and the chart (spec: calculate-dasha-periods). */
export function calculateDashaPeriods(input: BirthInput, now: Date): DashaReport {
  assertInstant(now);
  const birth = resolveBirth(input);
  return dashaReport(castNatal(birth, now), birth, now);
}

export interface TransitReport extends TransitResult {
  /** The natal chart the houses are counted from. */
  chart: ChartSummary;
}

/** Current gochara, the ingresses of the next 90 days and the natal chart (spec: calculate-transits). */
export function calculateTransits(input: BirthInput, now: Date, options: TransitOptions = {}): TransitReport {
  assertInstant(now);
  const birth = resolveBirth(input);
  const natal = castNatal(birth, now);
  return { ...transitsForNatal(natal, now, options), chart: summarizeChart(natal, birth) };
}

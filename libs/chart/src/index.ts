/**
 * @flow/chart: a pure sidereal (Vedic, Lahiri) chart engine. No I/O and no clock reads: every function
 * that needs "now" takes it. Runs in Node and the browser.
 */
export { ChartError, ChartMessages, isChartError } from './errors';
export type { ChartErrorCode } from './errors';

export {
  PLANETS,
  SIGN_NAMES,
  SIGN_ELEMENTS,
  SIGN_LORDS,
  NAKSHATRA_NAMES,
  DASHA_ORDER,
  DASHA_YEARS,
  NAKSHATRA_SPAN,
  norm360,
  signOf,
  nakshatraOf,
  padaOf,
  nakshatraLord,
  wholeSignHouse,
  zodiacPoint,
} from './zodiac';
export type { Planet, Element, ZodiacPoint } from './zodiac';

export { ayanamsaAt, lahiriMean, lahiriTrue } from './ayanamsa';
export type { Ayanamsa } from './ayanamsa';

export { localToUtc, localHhMm, localIso, offsetSecondsAt, isValidTimeZone } from './local-time';
export type { LocalTimeResolution, TimeResolution } from './local-time';

export { planetPositions, ascendantAt, castChart, siderealLongitude } from './positions';
export type { NodeType, PlanetPosition, ChartPlanet, CastChart, AngleInfo } from './positions';

export { DASHA_YEAR_DAYS, dashaBalance, mahadashaTimeline, subPeriods, runningDasha, summarizeDasha, dashaSequence } from './dasha';
export type { DashaPeriod, RunningPeriod, RunningDasha, DashaBalance, DashaSummary } from './dasha';

export { FAVOURABLE_HOUSES_FROM_MOON, gocharaImpact } from './gochara-table';
export type { TransitImpact } from './gochara-table';
export { transitsFor, transitPositions } from './transits';
export type { TransitItem, TransitResult, TransitOptions, NatalAnchor } from './transits';
export { findIngresses, ingressesWithin, MAX_MOTION } from './ingress';
export type { Ingress } from './ingress';

export { panchanga, RAHU_KALAM_PART, YAMAGANDA_PART, GULIKA_PART } from './panchanga';
export type { Panchanga, Moment, Span, Following } from './panchanga';

export { elementBalance, energyTypeOf, peakWindow, ELEMENT_WEIGHTS, BALANCED_SPREAD, PEAK_ANCHORS } from './elements';
export type { ElementBalance, EnergyType, EnergyElement, PeakWindow } from './elements';

export { PHASE_PLANET_THEMES } from './phase-themes';
export type { PhasePlanetTheme } from './phase-themes';

export { analyzeResolvedBirth, castNatal, checkBirthDate, latestDateOnEarth, MIN_DATE, MAX_DATE } from './natal';
export type { ResolvedBirth, BirthChartAnalysis, VedicAnalysis, ChartSummary, DashaReport } from './natal';
export type { AnalysisFactor } from './blueprint';
export { blueprintFacts, blueprintFactsOf } from './blueprint-facts';
export type { BlueprintFacts, StoredAnalysis } from './blueprint-facts';
export { NAKSHATRA_LORE } from './nakshatra-lore';
export { SIGN_LORE } from './sign-lore';
export { ENERGY_LORE, ELEMENT_EXCESS_RELIEF, ELEMENT_REMEDY } from './energy-lore';

export { resolvePlace, findPlace, searchPlaces, placeLabel, nearestPlace, normalizePlaceText } from './gazetteer';
export type { Place, PlaceSuggestion } from './gazetteer';

export { analyzeBirthChart, calculateDashaPeriods, calculateTransits, resolveBirth } from './analyze';
export type { BirthInput, EvaluationContext, TransitReport } from './analyze';

import { AstroTime, MakeTime, Search } from 'astronomy-engine';
import { NodeType, siderealLongitude } from './positions';
import { angleDiff, Planet, signOf } from './zodiac';

/**
 * Sign ingresses (a graha entering a new sign), for the "upcoming transits" of every analysis.
 *
 * The search steps from sample to sample no faster than a body could possibly reach an edge of its sign,
 * so no single crossing between samples is missed, then solves each bracket with astronomy-engine's
 * `Search`. An ingress is dated to the first whole UTC minute at which the body stands in the new sign:
 * that definition depends on the ephemeris alone, not on where the samples fell, so cached, extended and
 * fresh searches give identical answers.
 */

export interface Ingress {
  planet: Planet;
  date: Date;
  fromSign: number;
  toSign: number;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Steps are never shorter than this: a body would have to cross an edge and come back within six hours
 * for a pair of ingresses to be missed, which takes a station within seconds of arc of the edge. */
const MIN_STEP_MS = DAY_MS / 4;

/**
 * Fastest sidereal motion toward the next sign (forward) and back toward the previous one (retrograde),
 * degrees per day: measured over 1900–2100 (Sun ≤ 1.02, Moon ≤ 15.4, Mercury +2.20/−1.39, Venus
 * +1.26/−0.63, Mars +0.79/−0.40, Jupiter +0.24/−0.14, Saturn +0.13/−0.08, true node +0.03/−0.26, mean node
 * −0.05) and rounded up with a margin. From longitude λ no edge can be reached sooner than
 * min((upper edge − λ)/forward, (λ − lower edge)/backward) days.
 */
export const MAX_MOTION: Record<Exclude<Planet, 'Ketu'>, readonly [forward: number, backward: number]> = {
  Sun: [1.1, 0],
  Moon: [16, 0],
  Mercury: [2.4, 1.6],
  Venus: [1.4, 0.75],
  Mars: [0.9, 0.5],
  Jupiter: [0.28, 0.17],
  Saturn: [0.15, 0.1],
  Rahu: [0.1, 0.4],
};

interface Sample {
  ms: number;
  longitude: number;
  sign: number;
}

type SearchedBody = Exclude<Planet, 'Ketu'>;

function sample(planet: SearchedBody, ms: number, nodeType: NodeType): Sample {
  const longitude = siderealLongitude(planet, MakeTime(new Date(ms)), nodeType);
  return { ms, longitude, sign: signOf(longitude) };
}

/** How long the body surely stays in its current sign, from a sample. */
function safeStepMs(planet: SearchedBody, s: Sample): number {
  const [forward, backward] = MAX_MOTION[planet];
  const into = s.longitude - s.sign * 30;
  const days = Math.min(forward > 0 ? (30 - into) / forward : Infinity, backward > 0 ? into / backward : Infinity);
  return Math.max(MIN_STEP_MS, days * DAY_MS);
}

const signAtMs = (planet: SearchedBody, ms: number, nodeType: NodeType) => signOf(siderealLongitude(planet, MakeTime(new Date(ms)), nodeType));

/**
 * The first whole minute in sign `b.sign`, given sample `a` in the old sign and a later sample `b` in the
 * new one (adjacent signs). `Search` homes in on the crossing; the minute grid is then checked around it,
 * with bisection as the fallback should the solver fail.
 */
function ingressMinute(planet: SearchedBody, a: Sample, b: Sample, nodeType: NodeType): number {
  const forward = b.sign === (a.sign + 1) % 12;
  const edge = (forward ? b.sign : a.sign) * 30;
  const f = (t: AstroTime) => (forward ? 1 : -1) * angleDiff(siderealLongitude(planet, t, nodeType), edge);
  const found = Search(f, MakeTime(new Date(a.ms)), MakeTime(new Date(b.ms)), {
    dt_tolerance_seconds: 1,
    init_f1: (forward ? 1 : -1) * angleDiff(a.longitude, edge),
    init_f2: (forward ? 1 : -1) * angleDiff(b.longitude, edge),
  });
  const inNew = (ms: number) => signAtMs(planet, ms, nodeType) === b.sign;
  if (found) {
    const candidate = Math.ceil(found.date.getTime() / MINUTE_MS) * MINUTE_MS;
    const previous = candidate - MINUTE_MS;
    if (candidate > a.ms && candidate <= b.ms && inNew(candidate) && (previous <= a.ms || !inNew(previous))) return candidate;
  }
  let lo = a.ms;
  let hi = b.ms;
  while (hi - lo > MINUTE_MS) {
    const mid = (lo + hi) / 2;
    if (inNew(mid)) hi = mid;
    else lo = mid;
  }
  const first = Math.ceil(lo / MINUTE_MS) * MINUTE_MS;
  return first > lo && inNew(first) ? first : first + MINUTE_MS;
}

/** Ingresses between two consecutive samples (normally none, or one into an adjacent sign). */
function ingressesBetween(planet: SearchedBody, a: Sample, b: Sample, nodeType: NodeType): Ingress[] {
  if (a.sign === b.sign) return [];
  const adjacent = b.sign === (a.sign + 1) % 12 || a.sign === (b.sign + 1) % 12;
  if (!adjacent && b.ms - a.ms > MINUTE_MS) {
    // Only possible if the motion bounds were wrong: split and look at each half.
    const mid = sample(planet, Math.round((a.ms + b.ms) / 2), nodeType);
    return [...ingressesBetween(planet, a, mid, nodeType), ...ingressesBetween(planet, mid, b, nodeType)];
  }
  return [{ planet, date: new Date(ingressMinute(planet, a, b, nodeType)), fromSign: a.sign, toSign: b.sign }];
}

/** Walks from sample `from` until past `untilMs`; returns the ingresses found and the last sample. */
function walk(planet: SearchedBody, from: Sample, untilMs: number, nodeType: NodeType): { events: Ingress[]; last: Sample } {
  const events: Ingress[] = [];
  let a = from;
  while (a.ms < untilMs) {
    const b = sample(planet, a.ms + safeStepMs(planet, a), nodeType);
    events.push(...ingressesBetween(planet, a, b, nodeType));
    a = b;
  }
  return { events, last: a };
}

const asKetu = (e: Ingress): Ingress => ({ ...e, planet: 'Ketu', fromSign: (e.fromSign + 6) % 12, toSign: (e.toSign + 6) % 12 });

/** Sign changes of `planet` with startMs < date ≤ endMs, searched afresh. Ketu's are Rahu's, signs opposite. */
export function findIngresses(planet: Planet, startMs: number, endMs: number, nodeType: NodeType = 'true'): Ingress[] {
  if (planet === 'Ketu') return findIngresses('Rahu', startMs, endMs, nodeType).map(asKetu);
  return walk(planet, sample(planet, startMs, nodeType), endMs, nodeType).events.filter((e) => e.date.getTime() > startMs && e.date.getTime() <= endMs);
}

/**
 * Ingress instants are the same for every chart, so each body keeps one searched stretch of time that
 * later requests extend day by day (the live case: `now` keeps advancing) instead of searching the whole
 * horizon again. A request before the stretch, or far beyond it, starts a new one.
 */
interface Coverage {
  fromMs: number;
  last: Sample;
  /** Ingresses with fromMs < date ≤ last.ms, in time order. */
  events: Ingress[];
}

const coverage = new Map<string, Coverage>();
/** Events this far before `now` are dropped when the stretch is extended. */
const KEEP_BEHIND_MS = 2 * DAY_MS;

function covered(planet: SearchedBody, fromMs: number, toMs: number, nodeType: NodeType): Ingress[] {
  const key = `${planet}:${nodeType}`;
  let c = coverage.get(key);
  // Extend to the end of the next UTC day, so a clock that advances extends once a day, not every call.
  const untilMs = (Math.floor(toMs / DAY_MS) + 2) * DAY_MS;
  if (!c || fromMs < c.fromMs || fromMs > c.last.ms) {
    const startMs = Math.floor(fromMs / DAY_MS) * DAY_MS;
    c = { fromMs: startMs, last: sample(planet, startMs, nodeType), events: [] };
    coverage.set(key, c);
  }
  if (c.last.ms < toMs) {
    const more = walk(planet, c.last, untilMs, nodeType);
    const keepFrom = Math.max(c.fromMs, Math.floor((fromMs - KEEP_BEHIND_MS) / DAY_MS) * DAY_MS);
    c.events = [...c.events.filter((e) => e.date.getTime() > keepFrom), ...more.events];
    c.fromMs = keepFrom;
    c.last = more.last;
  }
  return c.events.filter((e) => e.date.getTime() > fromMs && e.date.getTime() <= toMs);
}

const INGRESS_ORDER: readonly Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

/** Every ingress with now < date ≤ now + horizon, in time order (the Moon's only when asked for). */
export function ingressesWithin(now: Date, horizonDays: number, nodeType: NodeType, includeMoon: boolean): Ingress[] {
  const fromMs = now.getTime();
  const toMs = fromMs + horizonDays * DAY_MS;
  const bodies: SearchedBody[] = ['Sun', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu'];
  if (includeMoon) bodies.push('Moon');
  const events = bodies.flatMap((p) => covered(p, fromMs, toMs, nodeType));
  events.push(...events.filter((e) => e.planet === 'Rahu').map(asKetu));
  return events.sort((x, y) => x.date.getTime() - y.date.getTime() || INGRESS_ORDER.indexOf(x.planet) - INGRESS_ORDER.indexOf(y.planet));
}

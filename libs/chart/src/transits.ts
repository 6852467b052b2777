import { MakeTime } from 'astronomy-engine';
import { gocharaImpact, HOUSE_THEMES, TRANSIT_FLAVOUR, TransitImpact } from './gochara-table';
import { NodeType, planetPositions, PlanetPosition, siderealLongitude } from './positions';
import { Planet, SIGN_NAMES, signOf, wholeSignHouse } from './zodiac';

/** Gochara: where the grahas are now, counted from the natal Moon (and ascendant), and what changes next. */

export interface TransitItem {
  planet: Planet;
  sign: number;
  signName: string;
  houseFromMoon: number;
  /** Whole-sign house from the natal ascendant; null without birth time. */
  houseFromAscendant: number | null;
  impact: TransitImpact;
  description: string;
  longitude?: number;
  retrograde?: boolean;
  /** Upcoming items: the ingress instant (UTC ISO) and the signs left and entered. */
  date?: string;
  fromSign?: number;
  fromSignName?: string;
  toSign?: number;
  toSignName?: string;
}

export interface TransitResult {
  currentTransits: TransitItem[];
  upcomingTransits: TransitItem[];
}

export interface NatalAnchor {
  moonSign: number;
  ascendantSign: number | null;
}

export interface TransitOptions {
  nodeType?: NodeType;
  /** Days ahead to search for ingresses (default 90). */
  horizonDays?: number;
  /** The Moon changes sign every ~2.5 days; its ~36 ingresses in 90 days would drown the rest, so it is
   * left out of upcomingTransits unless asked for. */
  includeMoonIngresses?: boolean;
}

export interface Ingress {
  planet: Planet;
  date: Date;
  fromSign: number;
  toSign: number;
}

const DAY_MS = 86_400_000;
/** Sampling steps (days): short enough that no body can enter and leave a 30° sign between samples
 * (the Moon moves ≤ 15.4°/day; the true node wobbles ±1.5° over a fortnight). */
const INGRESS_STEP_DAYS: Record<Planet, number> = {
  Sun: 1, Moon: 0.25, Mars: 1, Mercury: 1, Jupiter: 2, Venus: 1, Saturn: 2, Rahu: 1, Ketu: 1,
};
const BISECTION_RESOLUTION_MS = 30_000;

const ordinal = (n: number): string => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

function describeCurrent(planet: Planet, signName: string, house: number, impact: TransitImpact, retro: boolean): string {
  const who = retro && planet !== 'Rahu' && planet !== 'Ketu' ? `${planet} (retrograde)` : planet;
  const where = `${who} in ${signName} moves through your ${ordinal(house)} house from the Moon, the area of ${HOUSE_THEMES[house]}`;
  const flavour = TRANSIT_FLAVOUR[planet];
  if (impact === 'positive') return `${where}: a supportive season for ${flavour}.`;
  if (impact === 'challenging') return `${where}: a classically testing passage, so pace ${flavour} gently.`;
  return `${where}: mixed influences, so steady attention to ${flavour} serves you best.`;
}

function describeIngress(planet: Planet, from: string, to: string, house: number, impact: TransitImpact): string {
  const move = `${planet} moves from ${from} into ${to}, your ${ordinal(house)} house from the Moon (${HOUSE_THEMES[house]})`;
  const flavour = TRANSIT_FLAVOUR[planet];
  if (impact === 'positive') return `${move}, opening a supportive stretch for ${flavour}.`;
  if (impact === 'challenging') return `${move}, a testing stretch: keep ${flavour} patient and unhurried.`;
  return `${move}, a mixed stretch: steady attention to ${flavour} helps.`;
}

function currentItem(p: PlanetPosition, natal: NatalAnchor): TransitItem {
  const houseFromMoon = wholeSignHouse(p.sign, natal.moonSign);
  const impact = gocharaImpact(p.name, houseFromMoon);
  return {
    planet: p.name,
    sign: p.sign,
    signName: p.signName,
    houseFromMoon,
    houseFromAscendant: natal.ascendantSign == null ? null : wholeSignHouse(p.sign, natal.ascendantSign),
    impact,
    description: describeCurrent(p.name, p.signName, houseFromMoon, impact, p.retrograde),
    longitude: p.longitude,
    retrograde: p.retrograde,
  };
}

function ingressItem(e: Ingress, natal: NatalAnchor): TransitItem {
  const houseFromMoon = wholeSignHouse(e.toSign, natal.moonSign);
  const impact = gocharaImpact(e.planet, houseFromMoon);
  return {
    planet: e.planet,
    sign: e.toSign,
    signName: SIGN_NAMES[e.toSign],
    houseFromMoon,
    houseFromAscendant: natal.ascendantSign == null ? null : wholeSignHouse(e.toSign, natal.ascendantSign),
    impact,
    description: describeIngress(e.planet, SIGN_NAMES[e.fromSign], SIGN_NAMES[e.toSign], houseFromMoon, impact),
    date: e.date.toISOString(),
    fromSign: e.fromSign,
    fromSignName: SIGN_NAMES[e.fromSign],
    toSign: e.toSign,
    toSignName: SIGN_NAMES[e.toSign],
  };
}

function signAt(planet: Planet, ms: number, nodeType: NodeType): number {
  return signOf(siderealLongitude(planet, MakeTime(new Date(ms)), nodeType));
}

/**
 * Sign changes of `planet` in [startMs, endMs): sample at fixed steps, then bisect each bracket whose
 * end signs differ down to 30 s. Ketu's ingresses are Rahu's with the signs opposite.
 */
export function findIngresses(planet: Planet, startMs: number, endMs: number, nodeType: NodeType = 'true'): Ingress[] {
  if (planet === 'Ketu') {
    return findIngresses('Rahu', startMs, endMs, nodeType).map((e) => ({
      ...e, planet: 'Ketu', fromSign: (e.fromSign + 6) % 12, toSign: (e.toSign + 6) % 12,
    }));
  }
  const step = INGRESS_STEP_DAYS[planet] * DAY_MS;
  const out: Ingress[] = [];
  let a = startMs;
  let signA = signAt(planet, a, nodeType);
  while (a < endMs) {
    const b = Math.min(a + step, endMs);
    const signB = signAt(planet, b, nodeType);
    if (signB !== signA) {
      let lo = a, hi = b;
      while (hi - lo > BISECTION_RESOLUTION_MS) {
        const mid = (lo + hi) / 2;
        if (signAt(planet, mid, nodeType) === signA) lo = mid;
        else hi = mid;
      }
      out.push({ planet, date: new Date(Math.round(hi)), fromSign: signA, toSign: signAt(planet, hi, nodeType) });
    }
    a = b;
    signA = signB;
  }
  return out;
}

const TRANSIT_BODIES: readonly Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

/**
 * Ingress instants are the same for everyone, so they are computed once per UTC day for a window a day
 * longer than the horizon and then filtered to (now, now + horizon]. Results do not depend on the cache.
 */
const ingressCache = new Map<string, Ingress[]>();
const positionCache = new Map<string, PlanetPosition[]>();
const CACHE_LIMIT = 16;

function remember<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let v = cache.get(key);
  if (v === undefined) {
    v = make();
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, v);
  }
  return v;
}

export function ingressesAround(now: Date, horizonDays: number, nodeType: NodeType, includeMoon: boolean): Ingress[] {
  const dayStart = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const key = `${dayStart}:${horizonDays}:${nodeType}:${includeMoon}`;
  const all = remember(ingressCache, key, () =>
    TRANSIT_BODIES.filter((p) => includeMoon || p !== 'Moon')
      .flatMap((p) => findIngresses(p, dayStart, dayStart + (horizonDays + 1) * DAY_MS, nodeType))
      .sort((x, y) => x.date.getTime() - y.date.getTime() || TRANSIT_BODIES.indexOf(x.planet) - TRANSIT_BODIES.indexOf(y.planet)),
  );
  const from = now.getTime();
  const to = from + horizonDays * DAY_MS;
  return all.filter((e) => e.date.getTime() > from && e.date.getTime() <= to);
}

/** Sidereal positions at an instant, shared by every chart evaluated at that instant. */
export function transitPositions(now: Date, nodeType: NodeType = 'true'): PlanetPosition[] {
  return remember(positionCache, `${now.getTime()}:${nodeType}`, () => planetPositions(now, nodeType));
}

export function transitsFor(natal: NatalAnchor, now: Date, options: TransitOptions = {}): TransitResult {
  const nodeType = options.nodeType ?? 'true';
  const horizon = options.horizonDays ?? 90;
  return {
    currentTransits: transitPositions(now, nodeType).map((p) => currentItem(p, natal)),
    upcomingTransits: ingressesAround(now, horizon, nodeType, options.includeMoonIngresses ?? false).map((e) =>
      ingressItem(e, natal),
    ),
  };
}

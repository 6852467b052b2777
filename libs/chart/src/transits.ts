import { gocharaImpact, HOUSE_THEMES, TRANSIT_FLAVOUR, TransitImpact } from './gochara-table';
import { Ingress, ingressesWithin } from './ingress';
import { NodeType, planetPositions, PlanetPosition } from './positions';
import { Planet, SIGN_NAMES, wholeSignHouse } from './zodiac';

/** Gochara: where the grahas are now, counted from the natal Moon (and ascendant), and what changes next. */

export type TransitItem = {
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
};

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

const positionCache = new Map<string, PlanetPosition[]>();
const POSITION_CACHE_LIMIT = 16;

/** Sidereal positions at an instant, shared by every chart evaluated at that instant. */
export function transitPositions(now: Date, nodeType: NodeType = 'true'): PlanetPosition[] {
  const key = `${now.getTime()}:${nodeType}`;
  let positions = positionCache.get(key);
  if (!positions) {
    positions = planetPositions(now, nodeType);
    if (positionCache.size >= POSITION_CACHE_LIMIT) positionCache.delete(positionCache.keys().next().value as string);
    positionCache.set(key, positions);
  }
  return positions;
}

export function transitsFor(natal: NatalAnchor, now: Date, options: TransitOptions = {}): TransitResult {
  const nodeType = options.nodeType ?? 'true';
  const horizon = options.horizonDays ?? 90;
  return {
    currentTransits: transitPositions(now, nodeType).map((p) => currentItem(p, natal)),
    upcomingTransits: ingressesWithin(now, horizon, nodeType, options.includeMoonIngresses ?? false).map((e) => ingressItem(e, natal)),
  };
}

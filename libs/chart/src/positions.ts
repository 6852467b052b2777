import {
  AstroTime, Body, e_tilt, Ecliptic, EclipticGeoMoon, GeoMoonState, GeoVector, MakeTime,
  RotateState, Rotation_EQJ_ECT, SiderealTime, SunPosition,
} from 'astronomy-engine';
import { lahiriMean, lahiriTrue } from './ayanamsa';
import { norm360, Planet, PLANETS, wholeSignHouse, ZodiacPoint, zodiacPoint } from './zodiac';

export type NodeType = 'true' | 'mean';

const DEG = Math.PI / 180;
/** Half-step of the centred difference used for daily motion: short enough that the Moon's
 * acceleration does not bias it, long enough to stay far above floating-point noise. */
const SPEED_HALF_STEP_DAYS = 1 / 1440;

const PLANET_BODIES: Partial<Record<Planet, Body>> = {
  Mars: Body.Mars, Mercury: Body.Mercury, Jupiter: Body.Jupiter, Venus: Body.Venus, Saturn: Body.Saturn,
};

/** Mean lunar node (Meeus 47.7), tropical longitude on the mean equinox of date. */
function meanNodeTropical(time: AstroTime): number {
  const T = time.tt / 36525;
  return 125.0445479 - 1934.1362891 * T + 0.0020754 * T ** 2 + T ** 3 / 467441 - T ** 4 / 60616000;
}

/**
 * Osculating (true) node as Swiss Ephemeris computes it: the ascending node of the instantaneous
 * geocentric lunar orbit on the true ecliptic of date. (The Meeus five-term "true node" is up to 0.14° off.)
 */
function trueNodeTropical(time: AstroTime): number {
  const s = RotateState(Rotation_EQJ_ECT(time), GeoMoonState(time));
  const hx = s.y * s.vz - s.z * s.vy;
  const hy = s.z * s.vx - s.x * s.vz;
  return Math.atan2(hx, -hy) / DEG;
}

/** Sidereal Lahiri longitude of a body at a time; Ketu is always Rahu + 180°. */
export function siderealLongitude(planet: Planet, time: AstroTime, nodeType: NodeType = 'true'): number {
  switch (planet) {
    case 'Sun':
      return norm360(SunPosition(time).elon - lahiriTrue(time));
    case 'Moon':
      return norm360(EclipticGeoMoon(time).lon - lahiriTrue(time));
    case 'Rahu':
    case 'Ketu': {
      // The mean node is on the mean equinox, so it takes the mean ayanamsa.
      const rahu = nodeType === 'mean'
        ? meanNodeTropical(time) - lahiriMean(time)
        : trueNodeTropical(time) - lahiriTrue(time);
      return norm360(planet === 'Ketu' ? rahu + 180 : rahu);
    }
    default:
      return norm360(Ecliptic(GeoVector(PLANET_BODIES[planet]!, time, true)).elon - lahiriTrue(time));
  }
}

export interface BodyMotion {
  longitude: number;
  speedDegPerDay: number;
}

/** Longitude and daily motion (centred difference) in sidereal degrees. */
export function bodyMotion(planet: Planet, time: AstroTime, nodeType: NodeType = 'true'): BodyMotion {
  const before = siderealLongitude(planet, time.AddDays(-SPEED_HALF_STEP_DAYS), nodeType);
  const after = siderealLongitude(planet, time.AddDays(SPEED_HALF_STEP_DAYS), nodeType);
  let delta = after - before;
  if (delta > 180) delta -= 360;
  if (delta < -180) delta += 360;
  return { longitude: siderealLongitude(planet, time, nodeType), speedDegPerDay: delta / (2 * SPEED_HALF_STEP_DAYS) };
}

export interface PlanetPosition extends ZodiacPoint {
  name: Planet;
  speedDegPerDay: number;
  retrograde: boolean;
}

/** Positions of the nine grahas; Ketu's motion is Rahu's (it is the opposite point). */
export function planetPositions(date: Date | AstroTime, nodeType: NodeType = 'true'): PlanetPosition[] {
  const time = MakeTime(date);
  const out: PlanetPosition[] = [];
  let rahu: BodyMotion | undefined;
  for (const name of PLANETS) {
    let m: BodyMotion;
    if (name === 'Ketu') m = { longitude: norm360(rahu!.longitude + 180), speedDegPerDay: rahu!.speedDegPerDay };
    else m = bodyMotion(name, time, nodeType);
    if (name === 'Rahu') rahu = m;
    out.push({ name, ...zodiacPoint(m.longitude), speedDegPerDay: m.speedDegPerDay, retrograde: m.speedDegPerDay < 0 });
  }
  return out;
}

export interface AngleInfo extends ZodiacPoint {
  /** Sidereal midheaven, for information. */
  mcLongitude: number;
}

/**
 * Sidereal ascendant for an observer (east longitude positive). Inside the polar circles the
 * classical formula can return the descendant; as Swiss Ephemeris does, flip it when it falls on
 * the wrong side of the MC.
 */
export function ascendantAt(date: Date | AstroTime, latitude: number, longitude: number): AngleInfo {
  const time = MakeTime(date);
  const ramc = (SiderealTime(time) * 15 + longitude) * DEG;
  const eps = e_tilt(time).tobl * DEG;
  const phi = latitude * DEG;
  let asc = Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) / DEG;
  const mc = Math.atan2(Math.sin(ramc), Math.cos(ramc) * Math.cos(eps)) / DEG;
  if (Math.abs(latitude) >= 90 - e_tilt(time).tobl) {
    let acmc = norm360(asc - mc);
    if (acmc > 180) acmc -= 360;
    if (acmc < 0) asc += 180;
  }
  const ayan = lahiriTrue(time);
  return { ...zodiacPoint(asc - ayan), mcLongitude: norm360(mc - ayan) };
}

export interface ChartPlanet extends PlanetPosition {
  /** Whole-sign house from the ascendant; null without birth time. */
  house: number | null;
  /** Whole-sign house from the Moon (Chandra lagna). */
  houseFromMoon: number;
}

export interface CastChart {
  utc: Date;
  ayanamsa: number;
  ayanamsaMean: number;
  nodeType: NodeType;
  ascendant: AngleInfo | null;
  planets: ChartPlanet[];
}

/** Positions, ascendant and whole-sign houses for one instant and place. */
export function castChart(
  utc: Date, latitude: number, longitude: number, timeKnown: boolean, nodeType: NodeType = 'true',
): CastChart {
  const time = MakeTime(utc);
  const positions = planetPositions(time, nodeType);
  const ascendant = timeKnown ? ascendantAt(time, latitude, longitude) : null;
  const moonSign = positions[1].sign;
  return {
    utc,
    ayanamsa: lahiriTrue(time),
    ayanamsaMean: lahiriMean(time),
    nodeType,
    ascendant,
    planets: positions.map((p) => ({
      ...p,
      house: ascendant ? wholeSignHouse(p.sign, ascendant.sign) : null,
      houseFromMoon: wholeSignHouse(p.sign, moonSign),
    })),
  };
}

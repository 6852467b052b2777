import { AstroTime, Body, C_AUDAY, e_tilt, Ecliptic, EclipticGeoMoon, HelioVector, MakeTime, SiderealTime, SunPosition, Vector } from 'astronomy-engine';
import { lahiriMean, lahiriTrue } from './ayanamsa';
import { norm360, Planet, PLANETS, wholeSignHouse, ZodiacPoint, zodiacPoint } from './zodiac';

export type NodeType = 'true' | 'mean';

const DEG = Math.PI / 180;
/** Half-step of the centred differences (motion, lunar velocity): short enough that the Moon's
 * acceleration does not bias them, long enough to stay far above floating-point noise. */
const SPEED_HALF_STEP_DAYS = 1 / 1440;

type Vec3 = [number, number, number];
/** Gaussian gravitational constant squared: the Sun's GM in AU³/day². */
const GAUSS_K2 = 0.01720209895 ** 2;

const PLANET_BODIES: Partial<Record<Planet, Body>> = {
  Mars: Body.Mars,
  Mercury: Body.Mercury,
  Jupiter: Body.Jupiter,
  Venus: Body.Venus,
  Saturn: Body.Saturn,
};

/** Mean lunar node (Meeus 47.7), tropical longitude on the mean equinox of date. */
function meanNodeTropical(time: AstroTime): number {
  const T = time.tt / 36525;
  return 125.0445479 - 1934.1362891 * T + 0.0020754 * T ** 2 + T ** 3 / 467441 - T ** 4 / 60616000;
}

/** The Moon as a cartesian vector on the true ecliptic and equinox of date (AU). */
function moonEcliptic(time: AstroTime): Vec3 {
  const s = EclipticGeoMoon(time);
  const lat = s.lat * DEG;
  const lon = s.lon * DEG;
  return [s.dist * Math.cos(lat) * Math.cos(lon), s.dist * Math.cos(lat) * Math.sin(lon), s.dist * Math.sin(lat)];
}

/**
 * Osculating (true) node as Swiss Ephemeris computes it: the ascending node of the orbit whose
 * position and velocity are r, v on the true ecliptic of date (the Meeus five-term "true node" is up to
 * 0.14° off). Tropical degrees.
 */
function osculatingNode(r: Vec3, v: Vec3): number {
  const hx = r[1] * v[2] - r[2] * v[1];
  const hy = r[2] * v[0] - r[0] * v[2];
  return Math.atan2(hx, -hy) / DEG;
}

/** True node at one instant from the Moon at t ± 1 minute (position = mean, velocity = difference). */
function trueNodeTropical(time: AstroTime): number {
  const h = SPEED_HALF_STEP_DAYS;
  const a = moonEcliptic(time.AddDays(-h));
  const b = moonEcliptic(time.AddDays(h));
  return osculatingNode([0, 1, 2].map((k) => (a[k] + b[k]) / 2) as Vec3, [0, 1, 2].map((k) => (b[k] - a[k]) / (2 * h)) as Vec3);
}

const minus = (a: Vector, b: Vector): Vec3 => [a.x - b.x, a.y - b.y, a.z - b.z];
const length = (v: Vec3): number => Math.hypot(v[0], v[1], v[2]);

/**
 * Apparent geocentric ecliptic longitude (true equinox of date) of a planet, as GeoVector(body, t, true)
 * + Ecliptic: light-time by two fixed-point steps (the second changes the result by < 1e-6°), and
 * aberration by evaluating the Earth at the light's departure time too, as astronomy-engine does.
 * Four VSOP evaluations instead of GeoVector's six to eight.
 */
function planetTropical(body: Body, time: AstroTime): number {
  const lightTime = length(minus(HelioVector(body, time), HelioVector(Body.Earth, time))) / C_AUDAY;
  const departed = time.AddDays(-lightTime);
  const [x, y, z] = minus(HelioVector(body, departed), HelioVector(Body.Earth, departed));
  return Ecliptic(new Vector(x, y, z, time)).elon;
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
      const rahu = nodeType === 'mean' ? meanNodeTropical(time) - lahiriMean(time) : trueNodeTropical(time) - lahiriTrue(time);
      return norm360(planet === 'Ketu' ? rahu + 180 : rahu);
    }
    default:
      return norm360(planetTropical(PLANET_BODIES[planet]!, time) - lahiriTrue(time));
  }
}

export interface BodyMotion {
  longitude: number;
  speedDegPerDay: number;
}

/** Daily motion from two sidereal longitudes `2 × SPEED_HALF_STEP_DAYS` apart, across the 0/360 seam. */
function motion(before: number, after: number): number {
  let delta = after - before;
  if (delta > 180) delta -= 360;
  if (delta < -180) delta += 360;
  return delta / (2 * SPEED_HALF_STEP_DAYS);
}

/** Longitude and daily motion (centred difference) of one body in sidereal degrees. */
export function bodyMotion(planet: Planet, time: AstroTime, nodeType: NodeType = 'true'): BodyMotion {
  const before = siderealLongitude(planet, time.AddDays(-SPEED_HALF_STEP_DAYS), nodeType);
  const after = siderealLongitude(planet, time.AddDays(SPEED_HALF_STEP_DAYS), nodeType);
  return { longitude: siderealLongitude(planet, time, nodeType), speedDegPerDay: motion(before, after) };
}

export type PlanetPosition = ZodiacPoint & {
  name: Planet;
  speedDegPerDay: number;
  retrograde: boolean;
};

const SLOW_BODIES: ReadonlyArray<[Planet, Body]> = [
  ['Mars', Body.Mars],
  ['Mercury', Body.Mercury],
  ['Jupiter', Body.Jupiter],
  ['Venus', Body.Venus],
  ['Saturn', Body.Saturn],
];

/** One pass of `planetPositions`: every body at one instant, tropical degrees (the Moon as a vector). */
interface Pass {
  ayanamsa: number;
  sun: number;
  planets: number[];
  moon: Vec3;
}

/**
 * Everything at one instant. Light-time: one fixed-point step from the geometric distance (the next
 * step would move a planet by < 1e-5°; both passes make the same step, so the motion is unbiased).
 * Aberration: shifting the geometric vector by v⊕·τ is the first-order form of backdating the Earth by
 * the light-time τ as GeoVector does (equal to ~1e-8 AU); v⊕ comes from the two passes' Earth positions.
 */
function evaluatePass(time: AstroTime, earth: Vector, earthVelocity: Vec3): Pass {
  const ayanamsa = lahiriTrue(time);
  // SunPosition's convention: the Earth one AU of light-time earlier, seen from the Sun and reversed.
  const sunVector = new Vector(-(earth.x - earthVelocity[0] / C_AUDAY), -(earth.y - earthVelocity[1] / C_AUDAY), -(earth.z - earthVelocity[2] / C_AUDAY), time);
  const planets = SLOW_BODIES.map(([, body]) => {
    const tau = length(minus(HelioVector(body, time), earth)) / C_AUDAY;
    const target = HelioVector(body, time.AddDays(-tau));
    const geo = new Vector(
      target.x - earth.x + earthVelocity[0] * tau,
      target.y - earth.y + earthVelocity[1] * tau,
      target.z - earth.z + earthVelocity[2] * tau,
      time,
    );
    return Ecliptic(geo).elon;
  });
  return { ayanamsa, sun: Ecliptic(sunVector).elon, planets, moon: moonEcliptic(time) };
}

/**
 * Positions of the nine grahas with their daily motion, in as few ephemeris evaluations as the
 * tolerances allow (this is the hot path of every analysis):
 * - Sun and planets are evaluated at t ± 1 minute only: the mean of the two is the longitude at t to
 *   better than 1e-7° (the error is h²·λ''/2), their difference is the motion;
 * - the Moon is evaluated at t − 1 min, t, t + 1 min; those three points also give its velocity and
 *   acceleration, hence the osculating node at t and at t ± 1 min (node motion) without the extra
 *   lunar-series evaluations `GeoMoonState` would make. Ketu's motion is Rahu's.
 * Each pass evaluates every body at one instant, so astronomy-engine's one-entry nutation cache holds.
 */
export function planetPositions(date: Date | AstroTime, nodeType: NodeType = 'true'): PlanetPosition[] {
  const time = MakeTime(date);
  const h = SPEED_HALF_STEP_DAYS;
  const [t1, t2] = [time.AddDays(-h), time.AddDays(h)];
  const [e1, e2] = [HelioVector(Body.Earth, t1), HelioVector(Body.Earth, t2)];
  // The Earth's velocity at each pass: the centred difference, corrected by the Sun's pull (−k²·r/|r|³).
  const earthMid: Vec3 = [(e1.x + e2.x) / 2, (e1.y + e2.y) / 2, (e1.z + e2.z) / 2];
  const pull = GAUSS_K2 / length(earthMid) ** 3;
  const earthVelocityAt = (sign: number) => minus(e2, e1).map((d, k) => d / (2 * h) - sign * pull * earthMid[k] * h) as Vec3;
  const before = evaluatePass(t1, e1, earthVelocityAt(-1));
  const after = evaluatePass(t2, e2, earthVelocityAt(1));
  const ayanamsa = lahiriTrue(time);
  const moonNow = moonEcliptic(time);

  const sidereal = (tropicalBefore: number, tropicalAfter: number): BodyMotion => {
    const speed = motion(tropicalBefore - before.ayanamsa, tropicalAfter - after.ayanamsa);
    return { longitude: norm360(tropicalBefore - before.ayanamsa + speed * h), speedDegPerDay: speed };
  };
  const motions: Partial<Record<Planet, BodyMotion>> = { Sun: sidereal(before.sun, after.sun) };
  SLOW_BODIES.forEach(([name], i) => (motions[name] = sidereal(before.planets[i], after.planets[i])));

  const lon = (r: Vec3) => Math.atan2(r[1], r[0]) / DEG;
  motions.Moon = { longitude: norm360(lon(moonNow) - ayanamsa), speedDegPerDay: motion(lon(before.moon) - before.ayanamsa, lon(after.moon) - after.ayanamsa) };

  let rahu: BodyMotion;
  if (nodeType === 'mean') {
    rahu = {
      longitude: norm360(meanNodeTropical(time) - lahiriMean(time)),
      speedDegPerDay: motion(meanNodeTropical(t1) - lahiriMean(t1), meanNodeTropical(t2) - lahiriMean(t2)),
    };
  } else {
    const [r1, r0, r2] = [before.moon, moonNow, after.moon];
    const v0 = [0, 1, 2].map((k) => (r2[k] - r1[k]) / (2 * h)) as Vec3;
    const accel = [0, 1, 2].map((k) => (r2[k] - 2 * r0[k] + r1[k]) / (h * h)) as Vec3;
    const velocityAt = (sign: number) => [0, 1, 2].map((k) => v0[k] + sign * accel[k] * h) as Vec3;
    rahu = {
      longitude: norm360(osculatingNode(r0, v0) - ayanamsa),
      speedDegPerDay: motion(osculatingNode(r1, velocityAt(-1)) - before.ayanamsa, osculatingNode(r2, velocityAt(1)) - after.ayanamsa),
    };
  }
  motions.Rahu = rahu;
  motions.Ketu = { longitude: norm360(rahu.longitude + 180), speedDegPerDay: rahu.speedDegPerDay };

  return PLANETS.map((name) => {
    const m = motions[name]!;
    return { name, ...zodiacPoint(m.longitude), speedDegPerDay: m.speedDegPerDay, retrograde: m.speedDegPerDay < 0 };
  });
}

export type AngleInfo = ZodiacPoint & {
  /** Sidereal midheaven, for information. */
  mcLongitude: number;
};

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

export type ChartPlanet = PlanetPosition & {
  /** Whole-sign house from the ascendant; null without birth time. */
  house: number | null;
  /** Whole-sign house from the Moon (Chandra lagna). */
  houseFromMoon: number;
};

export interface CastChart {
  utc: Date;
  ayanamsa: number;
  ayanamsaMean: number;
  nodeType: NodeType;
  ascendant: AngleInfo | null;
  planets: ChartPlanet[];
}

/** Positions, ascendant and whole-sign houses for one instant and place. */
export function castChart(utc: Date, latitude: number, longitude: number, timeKnown: boolean, nodeType: NodeType = 'true'): CastChart {
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

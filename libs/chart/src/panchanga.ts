import { AstroTime, Body, MakeTime, Observer, Search, SearchRiseSet } from 'astronomy-engine';
import { ChartError } from './errors';
import { localHhMm, localIso, localToUtc } from './local-time';
import { siderealLongitude } from './positions';
import { NAKSHATRA_NAMES, NAKSHATRA_SPAN, nakshatraLord, nakshatraOf, norm360, padaOf, Planet, SIGN_NAMES } from './zodiac';

/**
 * Panchanga of a civil date at a place, evaluated at local sunrise (the Hindu day runs sunrise to
 * sunrise). Sunrise/sunset: upper limb with standard refraction (astronomy-engine SearchRiseSet), as the
 * oracle; `endsAt` is the first change after sunrise.
 */

export const TITHI_NAMES = [
  'Pratipada',
  'Dwitiya',
  'Tritiya',
  'Chaturthi',
  'Panchami',
  'Shashthi',
  'Saptami',
  'Ashtami',
  'Navami',
  'Dashami',
  'Ekadashi',
  'Dwadashi',
  'Trayodashi',
  'Chaturdashi',
] as const;

export const YOGA_NAMES = [
  'Vishkambha',
  'Priti',
  'Ayushman',
  'Saubhagya',
  'Shobhana',
  'Atiganda',
  'Sukarma',
  'Dhriti',
  'Shula',
  'Ganda',
  'Vriddhi',
  'Dhruva',
  'Vyaghata',
  'Harshana',
  'Vajra',
  'Siddhi',
  'Vyatipata',
  'Variyana',
  'Parigha',
  'Shiva',
  'Siddha',
  'Sadhya',
  'Shubha',
  'Shukla',
  'Brahma',
  'Indra',
  'Vaidhriti',
] as const;

const MOVABLE_KARANAS = ['Bava', 'Balava', 'Kaulava', 'Taitila', 'Gara', 'Vanija', 'Vishti'] as const;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const VARA_NAMES = ['Ravivara', 'Somavara', 'Mangalavara', 'Budhavara', 'Guruvara', 'Shukravara', 'Shanivara'] as const;
const VARA_LORDS: readonly Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/**
 * Rahu kalam: the day (sunrise→sunset) in 8 equal parts; the part (1-based) by weekday, Sunday first.
 * The common mnemonic "Mother Saw Father Wearing The Turban Suddenly" lists the weekdays in part order
 * 2…8 (Mon 2, Sat 3, Fri 4, Wed 5, Thu 6, Tue 7, Sun 8): with a 06:00 sunrise, Monday 07:30–09:00 and
 * Sunday 16:30–18:00, as printed panchangas give.
 */
export const RAHU_KALAM_PART: readonly number[] = [8, 2, 7, 5, 6, 4, 3];
/** Yamaganda and Gulika kalam, the same way (Sunday first): with a 06:00 sunrise Sunday's Yamaganda is
 * 12:00–13:30 and its Gulika 15:00–16:30, Thursday's Yamaganda 06:00–07:30, Saturday's Gulika 06:00–07:30. */
export const YAMAGANDA_PART: readonly number[] = [5, 4, 3, 2, 1, 7, 6];
export const GULIKA_PART: readonly number[] = [7, 6, 5, 4, 3, 2, 1];

export interface Moment {
  utc: string;
  /** 'HH:MM' on the local clock. */
  local: string;
  /** Full local ISO with offset. */
  localIso: string;
}

export interface Span {
  start: Moment;
  end: Moment;
}

/** An element of the day that begins after sunrise and before the next sunrise, and when it ends. */
export interface Following {
  name: string;
  endsAt: Moment;
}

export interface Panchanga {
  date: string;
  timeZone: string;
  latitude: number;
  longitude: number;
  /** null only where the Sun does not rise (polar night/day); the elements are then taken at 06:00. */
  sunrise: Moment | null;
  sunset: Moment | null;
  nextSunrise: Moment | null;
  /** Within the civil day (local midnight to midnight); null when the Moon does not rise or set that day. */
  moonrise: Moment | null;
  moonset: Moment | null;
  evaluatedAt: Moment;
  vara: { weekday: string; name: string; lord: Planet };
  /** Each element at sunrise, when it ends, and the ones that begin before the next sunrise (`following`). */
  tithi: { number: number; paksha: 'Shukla' | 'Krishna'; name: string; fullName: string; endsAt: Moment; following: Following[] };
  nakshatra: { index: number; number: number; name: string; pada: number; lord: Planet; endsAt: Moment; following: Following[] };
  yoga: { number: number; name: string; endsAt: Moment; following: Following[] };
  karana: { number: number; name: string; endsAt: Moment; following: Following[] };
  /** The Moon's sidereal sign at sunrise, and when the Moon leaves it. */
  moonSign: { sign: number; name: string; endsAt: Moment };
  /** Null where the Sun does not rise and set that day. */
  rahuKalam: Span | null;
  yamaganda: Span | null;
  gulikaKalam: Span | null;
  /** The 8th of the day's 15 muhurtas (around local noon). */
  abhijit: Span | null;
  /** The 14th of the preceding night's 15 muhurtas: the two muhurtas before sunrise, less the last. */
  brahmaMuhurta: Span | null;
  sunLongitude: number;
  moonLongitude: number;
}

function moment(t: AstroTime | Date, zone: string): Moment {
  const d = t instanceof Date ? t : t.date;
  const rounded = new Date(Math.round(d.getTime() / 1000) * 1000);
  return { utc: rounded.toISOString().replace('.000Z', 'Z'), local: localHhMm(rounded, zone), localIso: localIso(rounded, zone) };
}

const elongation = (t: AstroTime) => norm360(siderealLongitude('Moon', t) - siderealLongitude('Sun', t));
const yogaSum = (t: AstroTime) => norm360(siderealLongitude('Moon', t) + siderealLongitude('Sun', t));
const moonLon = (t: AstroTime) => siderealLongitude('Moon', t);

/** First time after `from` at which the ever-increasing angle `f` reaches the next multiple of `unit`. */
function nextBoundary(f: (t: AstroTime) => number, unit: number, from: AstroTime, withinDays = 1.6): AstroTime {
  const target = (Math.floor(f(from) / unit) + 1) * unit;
  // All three angles gain at least ~10°/day, so every step below 12° ends within 1.5 days (a 30° sign: 3).
  const g = (t: AstroTime) => {
    let d = f(t) - target;
    d -= 360 * Math.round(d / 360);
    return d;
  };
  const found = Search(g, from, from.AddDays(withinDays), { dt_tolerance_seconds: 1 });
  if (!found) throw new Error('panchanga boundary search failed');
  return found;
}

const tithiName = (no: number) => {
  const paksha = no <= 15 ? 'Shukla' : 'Krishna';
  const name = no === 15 ? 'Purnima' : no === 30 ? 'Amavasya' : TITHI_NAMES[(no - 1) % 15];
  return { paksha, name, fullName: `${paksha} ${name}` } as const;
};

/** k = 0…59: the sixth of the elongation the karana covers. */
const karanaName = (k: number) => (k === 0 ? 'Kimstughna' : k <= 56 ? MOVABLE_KARANAS[(k - 1) % 7] : ['Shakuni', 'Chatushpada', 'Naga'][k - 57]);

/**
 * The elements after the one at sunrise that begin before `until` (the next sunrise), each with its end.
 * `index` is the element number at sunrise (0-based), `count` how many make the circle.
 */
function following(
  f: (t: AstroTime) => number,
  unit: number,
  count: number,
  index: number,
  firstEnd: AstroTime,
  until: AstroTime | null,
  name: (i: number) => string,
  zone: string,
): Following[] {
  const out: Following[] = [];
  let end = firstEnd;
  // A karana lasts at least ~0.4 day, so at most 3 more can begin within one sunrise-to-sunrise day.
  for (let i = 1; until && end.ut < until.ut && i <= 4; i++) {
    const next = nextBoundary(f, unit, end.AddDays(1 / 86_400));
    out.push({ name: name((index + i) % count), endsAt: moment(next, zone) });
    end = next;
  }
  return out;
}

/** The `part`-th (1-based) of `parts` equal parts from `from` to `to`. */
function partOf(from: AstroTime, to: AstroTime, parts: number, part: number, zone: string): Span {
  const length = (to.date.getTime() - from.date.getTime()) / parts;
  const start = from.date.getTime() + (part - 1) * length;
  return { start: moment(new Date(start), zone), end: moment(new Date(start + length), zone) };
}

/** The first rise (+1) or set (−1) of `body` in [from, to), or null. */
function riseSetWithin(body: Body, observer: Observer, direction: 1 | -1, from: AstroTime, to: AstroTime): AstroTime | null {
  const t = SearchRiseSet(body, observer, direction, from, to.ut - from.ut);
  return t && t.ut < to.ut ? t : null;
}

export function panchanga(date: string, latitude: number, longitude: number, timeZone: string): Panchanga {
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) throw new ChartError('INVALID_COORDINATES');
  const midnight = MakeTime(localToUtc(date, '00:00', timeZone).utc);
  const observer = new Observer(latitude, longitude, 0);
  const rise = SearchRiseSet(Body.Sun, observer, +1, midnight, 1);
  const set = rise ? SearchRiseSet(Body.Sun, observer, -1, rise, 1) : null;
  const nextRise = rise ? SearchRiseSet(Body.Sun, observer, +1, rise.AddDays(0.01), 1.5) : null;
  const previousSet = rise ? SearchRiseSet(Body.Sun, observer, -1, rise, -1) : null;
  const at = rise ?? MakeTime(localToUtc(date, '06:00', timeZone).utc);
  const nextMidnight = MakeTime(localToUtc(nextDate(date), '00:00', timeZone).utc);

  const elong = elongation(at);
  const tithiNo = Math.floor(elong / 12) + 1;
  const k = Math.floor(elong / 6);
  const moon = moonLon(at);
  const sun = siderealLongitude('Sun', at);
  const nak = nakshatraOf(moon);
  const yogaNo = Math.floor(yogaSum(at) / NAKSHATRA_SPAN) + 1;
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();

  const tithiEnd = nextBoundary(elongation, 12, at);
  const nakshatraEnd = nextBoundary(moonLon, NAKSHATRA_SPAN, at);
  const yogaEnd = nextBoundary(yogaSum, NAKSHATRA_SPAN, at);
  const karanaEnd = nextBoundary(elongation, 6, at);
  const moonSignNo = Math.floor(moon / 30);
  const day = rise && set ? (part: number) => partOf(rise, set, 8, part, timeZone) : null;
  return {
    date,
    timeZone,
    latitude,
    longitude,
    sunrise: rise ? moment(rise, timeZone) : null,
    sunset: set ? moment(set, timeZone) : null,
    nextSunrise: nextRise ? moment(nextRise, timeZone) : null,
    moonrise: mapMoment(riseSetWithin(Body.Moon, observer, +1, midnight, nextMidnight), timeZone),
    moonset: mapMoment(riseSetWithin(Body.Moon, observer, -1, midnight, nextMidnight), timeZone),
    evaluatedAt: moment(at, timeZone),
    vara: { weekday: WEEKDAYS[weekday], name: VARA_NAMES[weekday], lord: VARA_LORDS[weekday] },
    tithi: {
      number: tithiNo,
      ...tithiName(tithiNo),
      endsAt: moment(tithiEnd, timeZone),
      following: following(elongation, 12, 30, tithiNo - 1, tithiEnd, nextRise, (i) => tithiName(i + 1).fullName, timeZone),
    },
    nakshatra: {
      index: nak,
      number: nak + 1,
      name: NAKSHATRA_NAMES[nak],
      pada: padaOf(moon),
      lord: nakshatraLord(nak),
      endsAt: moment(nakshatraEnd, timeZone),
      following: following(moonLon, NAKSHATRA_SPAN, 27, nak, nakshatraEnd, nextRise, (i) => NAKSHATRA_NAMES[i], timeZone),
    },
    yoga: {
      number: yogaNo,
      name: YOGA_NAMES[yogaNo - 1],
      endsAt: moment(yogaEnd, timeZone),
      following: following(yogaSum, NAKSHATRA_SPAN, 27, yogaNo - 1, yogaEnd, nextRise, (i) => YOGA_NAMES[i], timeZone),
    },
    karana: {
      number: k + 1,
      name: karanaName(k),
      endsAt: moment(karanaEnd, timeZone),
      following: following(elongation, 6, 60, k, karanaEnd, nextRise, karanaName, timeZone),
    },
    moonSign: { sign: moonSignNo, name: SIGN_NAMES[moonSignNo], endsAt: moment(nextBoundary(moonLon, 30, at, 3), timeZone) },
    rahuKalam: day ? day(RAHU_KALAM_PART[weekday]) : null,
    yamaganda: day ? day(YAMAGANDA_PART[weekday]) : null,
    gulikaKalam: day ? day(GULIKA_PART[weekday]) : null,
    abhijit: rise && set ? partOf(rise, set, 15, 8, timeZone) : null,
    brahmaMuhurta: rise && previousSet ? partOf(previousSet, rise, 15, 14, timeZone) : null,
    sunLongitude: sun,
    moonLongitude: moon,
  };
}

const mapMoment = (t: AstroTime | null, zone: string) => (t ? moment(t, zone) : null);

function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

import { AstroTime, Body, MakeTime, Observer, Search, SearchRiseSet } from 'astronomy-engine';
import { ChartError } from './errors';
import { localHhMm, localIso, localToUtc } from './local-time';
import { siderealLongitude } from './positions';
import { NAKSHATRA_NAMES, NAKSHATRA_SPAN, nakshatraLord, nakshatraOf, norm360, padaOf, Planet } from './zodiac';

/**
 * Panchanga of a civil date at a place, evaluated at local sunrise (the Hindu day runs sunrise to
 * sunrise). Sunrise/sunset: upper limb with standard refraction (astronomy-engine SearchRiseSet), as the
 * oracle; `endsAt` is the first change after sunrise.
 */

export const TITHI_NAMES = [
  'Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami', 'Navami',
  'Dashami', 'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi',
] as const;

export const YOGA_NAMES = [
  'Vishkambha', 'Priti', 'Ayushman', 'Saubhagya', 'Shobhana', 'Atiganda', 'Sukarma', 'Dhriti', 'Shula', 'Ganda',
  'Vriddhi', 'Dhruva', 'Vyaghata', 'Harshana', 'Vajra', 'Siddhi', 'Vyatipata', 'Variyana', 'Parigha', 'Shiva',
  'Siddha', 'Sadhya', 'Shubha', 'Shukla', 'Brahma', 'Indra', 'Vaidhriti',
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

export interface Moment {
  utc: string;
  /** 'HH:MM' on the local clock. */
  local: string;
  /** Full local ISO with offset. */
  localIso: string;
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
  evaluatedAt: Moment;
  vara: { weekday: string; name: string; lord: Planet };
  tithi: { number: number; paksha: 'Shukla' | 'Krishna'; name: string; fullName: string; endsAt: Moment };
  nakshatra: { index: number; number: number; name: string; pada: number; lord: Planet; endsAt: Moment };
  yoga: { number: number; name: string; endsAt: Moment };
  karana: { number: number; name: string; endsAt: Moment };
  rahuKalam: { start: Moment; end: Moment } | null;
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
function nextBoundary(f: (t: AstroTime) => number, unit: number, from: AstroTime): AstroTime {
  const target = (Math.floor(f(from) / unit) + 1) * unit;
  // All three angles gain at least ~10°/day, so every step below 12° ends within 1.5 days.
  const g = (t: AstroTime) => {
    let d = f(t) - target;
    d -= 360 * Math.round(d / 360);
    return d;
  };
  const found = Search(g, from, from.AddDays(1.6), { dt_tolerance_seconds: 1 });
  if (!found) throw new Error('panchanga boundary search failed');
  return found;
}

export function panchanga(date: string, latitude: number, longitude: number, timeZone: string): Panchanga {
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) throw new ChartError('INVALID_COORDINATES');
  const midnight = MakeTime(localToUtc(date, '00:00', timeZone).utc);
  const observer = new Observer(latitude, longitude, 0);
  const rise = SearchRiseSet(Body.Sun, observer, +1, midnight, 1);
  const set = rise ? SearchRiseSet(Body.Sun, observer, -1, rise, 1) : null;
  const nextRise = rise ? SearchRiseSet(Body.Sun, observer, +1, rise.AddDays(0.01), 1.5) : null;
  const at = rise ?? MakeTime(localToUtc(date, '06:00', timeZone).utc);

  const elong = elongation(at);
  const tithiNo = Math.floor(elong / 12) + 1;
  const k = Math.floor(elong / 6);
  const karana = k === 0 ? 'Kimstughna' : k <= 56 ? MOVABLE_KARANAS[(k - 1) % 7] : ['Shakuni', 'Chatushpada', 'Naga'][k - 57];
  const moon = moonLon(at);
  const sun = siderealLongitude('Sun', at);
  const nak = nakshatraOf(moon);
  const yogaNo = Math.floor(yogaSum(at) / NAKSHATRA_SPAN) + 1;
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();

  let rahuKalam: Panchanga['rahuKalam'] = null;
  if (rise && set) {
    const part = (set.date.getTime() - rise.date.getTime()) / 8;
    const start = rise.date.getTime() + (RAHU_KALAM_PART[weekday] - 1) * part;
    rahuKalam = { start: moment(new Date(start), timeZone), end: moment(new Date(start + part), timeZone) };
  }
  const paksha = tithiNo <= 15 ? 'Shukla' : 'Krishna';
  const tithiName = tithiNo === 15 ? 'Purnima' : tithiNo === 30 ? 'Amavasya' : TITHI_NAMES[(tithiNo - 1) % 15];
  return {
    date, timeZone, latitude, longitude,
    sunrise: rise ? moment(rise, timeZone) : null,
    sunset: set ? moment(set, timeZone) : null,
    nextSunrise: nextRise ? moment(nextRise, timeZone) : null,
    evaluatedAt: moment(at, timeZone),
    vara: { weekday: WEEKDAYS[weekday], name: VARA_NAMES[weekday], lord: VARA_LORDS[weekday] },
    tithi: {
      number: tithiNo, paksha, name: tithiName, fullName: `${paksha} ${tithiName}`,
      endsAt: moment(nextBoundary(elongation, 12, at), timeZone),
    },
    nakshatra: {
      index: nak, number: nak + 1, name: NAKSHATRA_NAMES[nak], pada: padaOf(moon), lord: nakshatraLord(nak),
      endsAt: moment(nextBoundary(moonLon, NAKSHATRA_SPAN, at), timeZone),
    },
    yoga: { number: yogaNo, name: YOGA_NAMES[yogaNo - 1], endsAt: moment(nextBoundary(yogaSum, NAKSHATRA_SPAN, at), timeZone) },
    karana: { number: k + 1, name: karana, endsAt: moment(nextBoundary(elongation, 6, at), timeZone) },
    rahuKalam,
    sunLongitude: sun,
    moonLongitude: moon,
  };
}

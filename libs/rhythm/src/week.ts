import type { Planet } from '@flow/contracts';
import { DAY_CARD_MAX_EVENTS, WEEK_DAYS } from './constants';
import { WEEKDAY_LORDS, WEEKDAY_NAMES } from './day-context';
import { PLANET_DAY_THEMES } from './planet-themes';
import { addDays, clamp, startOfWeek } from './time';

/**
 * The week view (spec section 2): 7 day cards from Monday. Each weekday has a fixed theme: its
 * planetary lord's phase theme (Monday Moon Intuition … Sunday Sun Leadership), two activities and an
 * energy level; a card lists at most 2 events and counts the rest.
 */

export interface WeekEvent {
  id: string;
  title: string;
  /** Local date 'YYYY-MM-DD' and start 'HH:MM'. */
  date: string;
  time: string;
}

export interface DayCard {
  date: string;
  weekday: string;
  planet: Planet;
  theme: string;
  activities: [string, string];
  /** 0–1, the energy bar. */
  energyLevel: number;
  isToday: boolean;
  events: WeekEvent[];
  /** The '+N more' count. */
  moreCount: number;
}

export interface WeekRequest {
  /** Any date of the week to show. */
  date: string;
  /** The user's local today (for the Today tag). */
  today: string;
  events?: readonly WeekEvent[];
  /** A weekday ruled by the user's own dasha lord resonates a little more. */
  dashaLord?: Planet | null;
}

export function weekDays(request: WeekRequest): DayCard[] {
  const monday = startOfWeek(request.date);
  return Array.from({ length: WEEK_DAYS }, (_, i) => {
    const date = addDays(monday, i);
    const planet = WEEKDAY_LORDS[i];
    const theme = PLANET_DAY_THEMES[planet];
    const dayEvents = (request.events ?? []).filter((e) => e.date === date).sort((a, b) => a.time.localeCompare(b.time));
    const resonance = request.dashaLord === planet ? 0.05 : 0;
    return {
      date,
      weekday: WEEKDAY_NAMES[i],
      planet,
      theme: theme.theme,
      activities: [...theme.activities] as [string, string],
      energyLevel: Math.round(clamp(theme.energy + resonance, 0, 1) * 100) / 100,
      isToday: date === request.today,
      events: dayEvents.slice(0, DAY_CARD_MAX_EVENTS),
      moreCount: Math.max(0, dayEvents.length - DAY_CARD_MAX_EVENTS),
    };
  });
}

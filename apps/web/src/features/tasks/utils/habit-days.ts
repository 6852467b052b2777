import type { HabitDay } from '@flow/contracts';
import { inUiLanguage } from '../../../lib/app-language';
import { fixedEnglishLocale } from '../../../lib/ui-locale';

const ORDER: readonly HabitDay[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/** A habit's day by its name on screen ('Mon', 'Monday', 'सोम', 'सोमवार'), not its code: 1 Jan 2024 was a Monday. */
export function habitDayName(day: HabitDay, width: 'short' | 'long' = 'short'): string {
  const date = Date.UTC(2024, 0, 1 + ORDER.indexOf(day));
  return inUiLanguage(new Intl.DateTimeFormat(fixedEnglishLocale(), { weekday: width, timeZone: 'UTC' }).format(date));
}

/** A habit's days, in the week's order ('Mon, Wed, Fri'). */
export const habitDayNames = (days: readonly HabitDay[]): string =>
  [...days]
    .sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))
    .map((day) => habitDayName(day))
    .join(', ');

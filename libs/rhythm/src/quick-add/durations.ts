import type { MealType, MeetingType } from '@flow/contracts';
import { englishTypeWords } from './hindi/type-words';

/** Spec section 9: minutes per meeting type. */
export const MEETING_TYPE_DURATIONS: Record<MeetingType, number> = {
  deep_work: 90,
  creative: 60,
  collaboration: 45,
  one_on_one: 30,
  light_meeting: 30,
  social: 90,
};

/** Spec section 9: when nothing says how long, an event lasts an hour. */
export const DEFAULT_DURATION_MINUTES = 60;

/** Spec section 9: a title containing lunch or dinner lasts 60, breakfast or coffee 30 (substring match, as written). */
const TITLE_DURATIONS: { pattern: RegExp; minutes: number }[] = [
  { pattern: /lunch|dinner|supper/i, minutes: 60 },
  { pattern: /brunch/i, minutes: 60 },
  { pattern: /breakfast|coffee/i, minutes: 30 },
];

/** The meal an event is, if any (supper is dinner; coffee has its own windows). */
export function mealTypeOf(said: string): MealType | null {
  const title = englishTypeWords(said);
  if (/breakfast/i.test(title)) return 'breakfast';
  if (/brunch/i.test(title)) return 'brunch';
  if (/lunch/i.test(title)) return 'lunch';
  if (/dinner|supper/i.test(title)) return 'dinner';
  if (/coffee/i.test(title)) return 'coffee';
  return null;
}

/**
 * How long an event lasts when the text gives no explicit duration: the title's meal or coffee,
 * else its meeting type when one was recognised, else the spec's default of 60 minutes.
 */
export function defaultDuration(title: string, meetingType: MeetingType | null): number {
  const byTitle = TITLE_DURATIONS.find((rule) => rule.pattern.test(englishTypeWords(title)));
  if (byTitle) return byTitle.minutes;
  return meetingType ? MEETING_TYPE_DURATIONS[meetingType] : DEFAULT_DURATION_MINUTES;
}

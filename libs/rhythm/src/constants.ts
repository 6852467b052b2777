/** The spec's scheduling, score and default constants (section 9), in one place. */

/** The waking day the rhythm lays out; the night rest runs from its end to its start. */
export const DAY_START = 6 * 60;
export const DAY_END = 22 * 60;

/** Deep focus goes here when the profile has no peak window (the spec's default peak hours, 09:00 to 13:00). */
export const DEFAULT_PEAK_WINDOW = { start: 9 * 60, end: 13 * 60 } as const;

/** What the guidance says when the profile lacks data. */
export const PROFILE_DEFAULTS = {
  energyType: 'BALANCED',
  energyTypeLabel: 'Balanced',
  peakHours: '09:00 to 13:00',
  recoveryTime: '9pm - 11pm',
} as const;

/** An event adapts (cuts) a rhythm block when at least this much of the block is left before or after it. */
export const ADAPT_MIN_MINUTES = 15;
/** The reset inserted between an event and the rhythm that resumes after it. */
export const TRANSITION_MINUTES = 10;

export const COMING_UP_WINDOW_MINUTES = 3 * 60;
export const COMING_UP_MAX = 3;
export const SUGGESTED_NOW_MAX = 3;

export const SLOT_STEP_MINUTES = 30;
export const FIRST_SLOT = 6 * 60;
export const LAST_SLOT = 20 * 60 + 30;
/** A typed or suggested time matches a slot, and an overlap or a past start is forgiven, within this. */
export const TIME_MATCH_TOLERANCE_MINUTES = 1;
export const MAX_OPTIMAL_TIMES = 3;
/** Rhythm blocks at or above this intensity are high energy ('Peak Flow', the day view's 'Book'). */
export const HIGH_ENERGY_INTENSITY = 0.7;
/** Below this, meetings or work are misaligned. */
export const LOW_ENERGY_INTENSITY = 0.3;

export const SCORE_WEIGHTS = { aligned: 1, neutral: 0.7, misaligned: 0.3 } as const;
export const SCORE_BANDS = { excellent: 85, good: 70, fair: 50 } as const;
export const MAX_TIPS = 3;
export const BUSY_DAY_EVENTS = 5;

export const WEEK_DAYS = 7;
export const DAY_CARD_MAX_EVENTS = 2;

/** The spec's icon lists. */
export const RHYTHM_ICONS = ['Sunrise', 'Brain', 'Sun', 'Users', 'Activity', 'Sunset', 'Moon', 'Wind', 'Clock'] as const;
export const DEFAULT_RHYTHM_ICON = 'Clock';

/** A block's icon as the spec lists it; anything else (say, from an older cached flow) shows Clock. */
export function rhythmIcon(name: string | null | undefined): (typeof RHYTHM_ICONS)[number] {
  return (RHYTHM_ICONS as readonly string[]).includes(name ?? '') ? (name as (typeof RHYTHM_ICONS)[number]) : DEFAULT_RHYTHM_ICON;
}

/** The theme of the blocks in the day's peak window (what "Protect my peak" books). */
export const DEEP_FOCUS_THEME = 'Deep Focus';

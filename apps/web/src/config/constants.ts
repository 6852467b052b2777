/** Business constants of spec section 9 that the web app uses. */

/** The time-of-day palette is recomputed this often. */
export const TIME_OF_DAY_CHECK_MS = 60_000;

/** Intro animation phase start times (ms after mount) and the number of blobs. */
export const INTRO_TIMINGS = { chaos: 400, settling: 2000, reveal: 3200, fadeout: 5800, done: 7000 } as const;
export const INTRO_BLOB_COUNT = 16;

/** navigator.vibrate patterns in ms. */
export const HAPTIC_PATTERNS = {
  light: [10],
  medium: [20],
  heavy: [30],
  success: [10, 20, 10],
  warning: [20, 50, 20],
  error: [30, 100, 30],
} as const;
export type HapticPattern = keyof typeof HAPTIC_PATTERNS;

export const MOBILE_BREAKPOINT_PX = 768;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Every toast leaves by itself after about 5 s (spec 9: 4000 or 5000 ms).
export const TOAST_DURATION_MS = 5000;
export const TOAST_HOTKEY = ['altKey', 'KeyT'];
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** How long a deletion (or move) can be undone before it is sent. */
export const UNDO_WINDOW_MS = 7000;

/** Auth session: check every 30 s; refresh when fewer than 3 ticks remain; back-off 200 ms → 30 s. */
export const AUTH_REFRESH_TICK_MS = 30_000;
export const AUTH_REFRESH_MARGIN_TICKS = 3;
export const AUTH_RETRY_MIN_MS = 200;
export const AUTH_RETRY_MAX_MS = 30_000;
export const RETRYABLE_STATUSES = [502, 503, 504] as const;

/** Data cache: 3 retries, 1 s doubling up to 30 s, unused data collected after 5 minutes. */
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_BASE_MS = 1000;
export const QUERY_RETRY_MAX_MS = 30_000;
export const QUERY_GC_MS = 5 * 60_000;

/** Realtime: connect timeout, and the reconnect delays in order (the last repeats). */
export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
/** A realtime profile update refetches the day after this delay. */
export const REALTIME_REFETCH_DELAY_MS = 2000;

export const DRAWER_ANIMATION_S = 0.5;

export const ONBOARDING_STEPS = 3;

/** Session-storage keys of the cached daily flow start with this; a re-analysis clears them. */
export const DAILY_FLOW_CACHE_PREFIX = 'daily_flow_';
/** Window event fired when the profile (and so the day) changed. */
export const PROFILE_UPDATED_EVENT = 'profile-updated';

/** Current activity (current-flow card) is recomputed this often. */
export const CURRENT_ACTIVITY_CHECK_MS = 60_000;

/** Quick add: time suggestions give up after 15 s (the person picks a time by hand). */
export const SUGGESTION_TIMEOUT_MS = 15_000;
/** 'Book' on a high-energy rhythm block prefills this many minutes. */
export const BOOK_DURATION_MINUTES = 60;
/** The Quick Add dialog on large screens. */
export const QUICK_ADD_DIALOG = { widthPx: 500, heightPx: 650 } as const;

/** External calendar: read from today to 30 days ahead, refreshed every 60 s, on focus, when visible and on this window event. */
export const CALENDAR_WINDOW_DAYS = 30;
export const CALENDAR_REFRESH_MS = 60_000;
export const CALENDAR_REFRESH_EVENT = 'google-calendar-refresh';

/** Planning's week grid: 24 hourly rows of 60 px in a 600 px scroll container, events at least 30 px high. */
export const WEEK_GRID = { hourRowPx: 60, containerPx: 600, eventMinPx: 30, scrollToHour: 7 } as const;

/** What is not needed before the first tap (live connection, menus, dialogs) loads once the page is idle, at the latest after this. */
export const IDLE_LOAD_TIMEOUT_MS = 2000;

/** Every API request's time limit (issue 39): past it the person is told, instead of a spinner that never ends. */
export const API_TIMEOUT_MS = 15_000;

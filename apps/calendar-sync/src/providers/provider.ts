import type { AutoDeclineMode, CalendarSummary, ExternalCalendarEvent, MirrorEvent } from '@flow/contracts';

export interface TimeWindow {
  start: Date;
  end: Date;
}

/** An event read from one calendar of a connection. */
export type FetchedEvent = Omit<ExternalCalendarEvent, 'source'> & { calendarId: string };

/** A kept event with the provider item it came from: Google's event (instance) id, a CalDAV object's URL. */
export type SyncedEvent = FetchedEvent & { sourceKey: string };

/** Where the last sync of one calendar left off: Google's syncToken; Outlook's delta link; CalDAV's sync-token, ctag and object ETags. */
export interface CalendarSyncState {
  syncToken?: string;
  /** Outlook: Graph's @odata.deltaLink of the calendar view. */
  deltaLink?: string;
  ctag?: string;
  etags?: Record<string, string>;
}

/** What changed in one calendar since its last sync. */
export interface CalendarChanges {
  calendarId: string;
  /** The whole copy of the window (first sync, a moved window, or the provider asked for one): replaces the kept rows. */
  full: boolean;
  /** Items changed or deleted: their kept rows go before `events` are added. */
  touched: string[];
  /** Google: a recurring series deleted as a whole, whose instances go too. */
  touchedSeries: string[];
  events: SyncedEvent[];
  state: CalendarSyncState;
}

/** Where a FLOW event's copy lives in the external calendar. */
export interface MirrorCopy {
  calendarId: string;
  externalId: string;
  objectUrl: string | null;
  etag: string | null;
}

/** How FLOW's focus blocks read in the person's calendar. */
export const PEAK_BLOCK_SUMMARY = 'Focus time (FLOW)';
export const PEAK_BLOCK_DESCRIPTION = 'FLOW keeps your peak hours for deep work. Move or edit this block and FLOW leaves it to you.';

/** A focus block FLOW books at the person's peak ("Protect my peak"). */
export interface PeakBlockWrite {
  start: Date;
  end: Date;
  /** The person's zone that day (Google shows the block in it). */
  timeZone: string;
  /** Turned free: stays in the calendar but no longer blocks (or declines). */
  free: boolean;
  autoDeclineMode: AutoDeclineMode;
  declineMessage: string;
  /** Defence on calendars: a planned task or habit's title; the block is then a plain busy event, marked as FLOW's plan. */
  planItemTitle?: string;
}

/** How a planned item's busy block reads (the same marks as a focus block, so a sync and an edit check know it). */
export const planBlockSummary = (title: string) => `${title} (FLOW)`;
export const PLAN_BLOCK_DESCRIPTION = 'FLOW planned this time for you. Move or edit this block and FLOW leaves it to you.';

/** Where a focus block lives, with the provider's version of it after FLOW's last write. */
export interface PeakBlockCopy {
  calendarId: string;
  /** Google's event id; CalDAV's UID. */
  externalId: string;
  objectUrl: string | null;
  etag: string | null;
  /** Google's `updated`. */
  updated: string | null;
}

/** The version of a focus block as the calendar has it now (by `externalId`). */
export interface PeakBlockVersion {
  etag: string | null;
  updated: string | null;
}

/**
 * One connected account, opened with its credentials. Google, Outlook and CalDAV implement it; the sync
 * and mirror services only speak this.
 */
export interface CalendarAccount {
  listCalendars(): Promise<CalendarSummary[]>;
  listEvents(calendars: CalendarSummary[], window: TimeWindow): Promise<FetchedEvent[]>;
  /** Incremental sync of each calendar from its state (none, or `full`: the whole window). */
  syncEvents(calendars: CalendarSummary[], window: TimeWindow, states: Record<string, CalendarSyncState>, full: boolean): Promise<CalendarChanges[]>;
  /** `replacingDeleted`: the previous copy was deleted outside FLOW (Google keeps deleted ids). */
  createEvent(calendarId: string, event: MirrorEvent, options?: { replacingDeleted?: boolean }): Promise<MirrorCopy>;
  /** Throws CopyGoneError when the copy was deleted outside FLOW. */
  updateEvent(copy: MirrorCopy, event: MirrorEvent): Promise<MirrorCopy>;
  /** A copy that is already gone counts as deleted. */
  deleteEvent(copy: MirrorCopy): Promise<void>;
  /** The current version of each of FLOW's focus blocks in a calendar; one moved away or deleted is missing. */
  peakBlockVersions(calendarId: string, blocks: PeakBlockCopy[]): Promise<Map<string, PeakBlockVersion>>;
  createPeakBlock(calendarId: string, block: PeakBlockWrite): Promise<PeakBlockCopy>;
  /** Only while the block is at `copy`'s version: else ChangedElsewhereError. */
  updatePeakBlock(copy: PeakBlockCopy, block: PeakBlockWrite): Promise<PeakBlockCopy>;
  /** Only while the block is at `copy`'s version: else ChangedElsewhereError. One already gone counts as deleted. */
  deletePeakBlock(copy: PeakBlockCopy): Promise<void>;
}

/** The access token was refused: refresh it and try once more. */
export class AccessTokenRejected extends Error {}

/** The grant was revoked or expired, or the password no longer works: the user must connect again. */
export class ProviderAuthError extends Error {
  override name = 'ProviderAuthError';
}

/** Any other failure of the external calendar; the message is shown to the user as text. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * Worth another try later: Google's rate limits (403 rateLimitExceeded/userRateLimitExceeded, 429),
 * server errors (5xx), a CalDAV server's 429/503. `retryAfterMs` is the server's Retry-After.
 */
export class TransientProviderError extends ProviderError {
  override name = 'TransientProviderError';
  constructor(
    message: string,
    status: number,
    readonly retryAfterMs?: number,
  ) {
    super(message, status);
  }
}

/** The person's share of provider calls for this minute is spent: the rest of the sync waits for the next one. */
export class CallBudgetSpentError extends Error {
  override name = 'CallBudgetSpentError';
  constructor(readonly retryAfterMs: number) {
    super('This calendar made its share of calls for this minute.');
  }
}

/** Google's syncToken is no longer valid (410 fullSyncRequired): sync the whole window again. */
export class FullSyncRequiredError extends Error {
  override name = 'FullSyncRequiredError';
}

export class CopyGoneError extends Error {
  override name = 'CopyGoneError';
}

/** A conditional write (If-Match) found another version: the person changed the event since FLOW wrote it. */
export class ChangedElsewhereError extends Error {
  override name = 'ChangedElsewhereError';
}

export function describeError(error: unknown): string {
  if (error instanceof ProviderError || error instanceof ProviderAuthError) return error.message;
  if (error instanceof ChangedElsewhereError) return 'The event was changed in the other calendar since FLOW copied it.';
  if (error instanceof Error && error.name === 'TimeoutError') return 'The calendar server did not answer in time.';
  return 'The calendar server could not be reached.';
}

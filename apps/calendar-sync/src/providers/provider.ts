import type { CalendarSummary, ExternalCalendarEvent, MirrorEvent } from '@flow/contracts';

export interface TimeWindow {
  start: Date;
  end: Date;
}

/** An event read from one calendar of a connection. */
export type FetchedEvent = Omit<ExternalCalendarEvent, 'source'> & { calendarId: string };

/** Where a FLOW event's copy lives in the external calendar. */
export interface MirrorCopy {
  calendarId: string;
  externalId: string;
  objectUrl: string | null;
  etag: string | null;
}

/**
 * One connected account, opened with its credentials. Google and CalDAV implement it; the sync
 * and mirror services only speak this.
 */
export interface CalendarAccount {
  listCalendars(): Promise<CalendarSummary[]>;
  listEvents(calendars: CalendarSummary[], window: TimeWindow): Promise<FetchedEvent[]>;
  /** `replacingDeleted`: the previous copy was deleted outside FLOW (Google keeps deleted ids). */
  createEvent(calendarId: string, event: MirrorEvent, options?: { replacingDeleted?: boolean }): Promise<MirrorCopy>;
  /** Throws CopyGoneError when the copy was deleted outside FLOW. */
  updateEvent(copy: MirrorCopy, event: MirrorEvent): Promise<MirrorCopy>;
  /** A copy that is already gone counts as deleted. */
  deleteEvent(copy: MirrorCopy): Promise<void>;
}

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

export class CopyGoneError extends Error {
  override name = 'CopyGoneError';
}

export function describeError(error: unknown): string {
  if (error instanceof ProviderError || error instanceof ProviderAuthError) return error.message;
  if (error instanceof Error && error.name === 'TimeoutError') return 'The calendar server did not answer in time.';
  return 'The calendar server could not be reached.';
}

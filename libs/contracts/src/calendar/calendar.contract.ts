import { z } from 'zod';
import { IsoInstant, Uuid } from '../common/primitives';

/** Spec section 3: an event of the user's external calendar (Google or CalDAV). */
export const ExternalCalendarEvent = z.object({
  id: z.string(),
  summary: z.string(),
  startTime: IsoInstant,
  endTime: IsoInstant,
  isAllDay: z.boolean(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  /** Which connection it came from. */
  source: z.enum(['google', 'caldav']),
  /** Set when this is the external copy of a FLOW event (so it is not shown twice). */
  flowEventId: z.string().nullable().optional(),
});
export type ExternalCalendarEvent = z.infer<typeof ExternalCalendarEvent>;

export const ExternalEventsResult = z.object({
  events: z.array(ExternalCalendarEvent),
  /** The grant was revoked or expired: the UI shows 'Calendar Disconnected'. */
  needsAuth: z.boolean(),
  connected: z.boolean(),
});
export type ExternalEventsResult = z.infer<typeof ExternalEventsResult>;

/** What scheduling asks calendar-sync to copy to the user's external calendar. */
export const MirrorEvent = z.object({
  id: Uuid,
  title: z.string(),
  description: z.string().nullable(),
  start_time: IsoInstant,
  end_time: IsoInstant,
  location: z.string().nullable(),
  attendees: z.array(z.object({ email: z.string(), name: z.string().nullable() })),
});
export type MirrorEvent = z.infer<typeof MirrorEvent>;

/**
 * The outcome of a mirror call. `mirrored` is false when the user has no calendar connected
 * (not an error); `error` carries the external calendar's failure as text for the UI's toast.
 */
export const MirrorResult = z.object({
  mirrored: z.boolean(),
  externalEventId: z.string().nullable(),
  error: z.string().nullable(),
});
export type MirrorResult = z.infer<typeof MirrorResult>;

export const CalendarChangedEvent = z.object({ userId: Uuid, provider: z.enum(['google', 'caldav']).optional() });

import { z } from 'zod';
import { IsoDate, IsoInstant, Uuid } from '../common/primitives';

/** Spec section 3: meeting types. */
export const MeetingType = z.enum(['deep_work', 'creative', 'collaboration', 'one_on_one', 'light_meeting', 'social']);
export type MeetingType = z.infer<typeof MeetingType>;

export const Attendee = z.object({ email: z.string(), name: z.string().nullable() });
export type Attendee = z.infer<typeof Attendee>;

/** A FLOW event (table scheduled_events with its event_attendees), in the spec's field names. */
export const ScheduledEvent = z.object({
  id: Uuid,
  title: z.string(),
  start_time: IsoInstant,
  end_time: IsoInstant,
  location: z.string().nullable(),
  meeting_type: MeetingType.nullable(),
  description: z.string().nullable(),
  google_calendar_event_id: z.string().nullable(),
  is_aligned: z.boolean().nullable(),
  attendees: z.array(Attendee),
  created_at: IsoInstant,
  updated_at: IsoInstant,
});
export type ScheduledEvent = z.infer<typeof ScheduledEvent>;

/** A busy interval without any detail (free/busy only: co-flow never sees titles). */
export const BusyInterval = z.object({ userId: Uuid, start: IsoInstant, end: IsoInstant });
export type BusyInterval = z.infer<typeof BusyInterval>;

// Events published by scheduling: they say what changed; browsers and daily-flow refetch.
export const ScheduledEventChangedEvent = z.object({ id: Uuid, userId: Uuid });
export const OverrideChangedEvent = z.object({ id: Uuid, userId: Uuid, isAligned: z.boolean().nullable() });

/** The meal an event is (a parsed meal is social; suggestions keep it in its meal window). */
export const MealType = z.enum(['breakfast', 'lunch', 'dinner']);
export type MealType = z.infer<typeof MealType>;

/** Spec section 7, parse-event-request: what the Quick Add wizard prefills from a sentence. */
export const ParsedEventData = z.object({
  title: z.string(),
  /** The user's local date, YYYY-MM-DD. */
  date: IsoDate,
  /** Local start 'HH:MM' (24 h), or null when the text names no time. */
  startTime: z.string().regex(/^\d{2}:\d{2}$/).nullable(),
  /** Minutes. */
  duration: z.number().int().positive(),
  meetingType: MeetingType,
});
export type ParsedEventData = z.infer<typeof ParsedEventData>;
export const ParsedEventRequest = z.object({ eventData: ParsedEventData, mealType: MealType.nullable() });
export type ParsedEventRequest = z.infer<typeof ParsedEventRequest>;

import { z } from 'zod';
import { IsoDate, IsoInstant, Uuid } from '../common/primitives';
import { LocaleTag } from '../common/locale-tag';
import { FlowScore, Suggestion } from '../daily-flow/daily-flow.contract';
import { RhythmSource } from '../daily-flow/checkins.contract';

/** Spec section 3: meeting types. */
export const MeetingType = z.enum(['deep_work', 'creative', 'collaboration', 'one_on_one', 'light_meeting', 'social']);
export type MeetingType = z.infer<typeof MeetingType>;

export const Attendee = z.object({ email: z.string(), name: z.string().nullable() });
export type Attendee = z.infer<typeof Attendee>;

/**
 * Where the event's copy in the external calendar stands: `none` (nothing to copy to, or not asked),
 * `pending` (saved in FLOW, calendar-sync has not copied it yet), `synced`, or `failed` (with
 * `mirror_error`, until a retry).
 */
export const MirrorState = z.enum(['none', 'pending', 'synced', 'failed']);
export type MirrorState = z.infer<typeof MirrorState>;

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
  mirror_state: MirrorState,
  /** Why the copy failed, in words for the day view; null unless `failed`. */
  mirror_error: z.string().nullable(),
  attendees: z.array(Attendee),
  created_at: IsoInstant,
  updated_at: IsoInstant,
  /** The series' RRULE (without 'RRULE:'), on every occurrence of a repeating event; null for a one-off. */
  recurrence: z.string().nullable().optional(),
  /** For an occurrence of a repeating event: the series' id (PATCH/DELETE /api/events/:recurringEventId?occurrence=…). */
  recurringEventId: Uuid.nullable().optional(),
  /** An occurrence's own start (its start_time), the value for ?occurrence=. */
  startTime: IsoInstant.optional(),
  /** An occurrence's start in the rule (RECURRENCE-ID): differs from startTime once the occurrence was moved. */
  originalStartTime: IsoInstant.nullable().optional(),
  /** On the series itself (not its occurrences): the zone its wall clock keeps and the starts left out (EXDATE). */
  recurrenceTimeZone: z.string().nullable().optional(),
  exdates: z.array(IsoInstant).optional(),
  /** The event's own reminder in minutes before it starts, 0 for none; null: the person's lead time (Settings → Notifications). */
  reminderMinutes: z.number().int().nullable().optional(),
});
export type ScheduledEvent = z.infer<typeof ScheduledEvent>;

/** A busy interval without any detail (free/busy only: co-flow never sees titles). */
export const BusyInterval = z.object({ userId: Uuid, start: IsoInstant, end: IsoInstant });
export type BusyInterval = z.infer<typeof BusyInterval>;

// Events published by scheduling: they say what changed; browsers and daily-flow refetch.
export const ScheduledEventChangedEvent = z.object({
  id: Uuid,
  userId: Uuid,
  /** Created/updated: whether calendar-sync is expected to copy it (`pending`) or not (`none`). */
  mirror: z.enum(['none', 'pending']).optional(),
  /** Deleted: the copy's id scheduling remembered (a Google copy made before calendar-sync kept links). */
  externalEventId: z.string().nullable().optional(),
});
/** The event's mirror state changed (calendar-sync copied it, or failed to): the browser refetches it. */
export const MirrorChangedEvent = z.object({ id: Uuid, userId: Uuid, state: MirrorState });
export const OverrideChangedEvent = z.object({ id: Uuid, userId: Uuid, isAligned: z.boolean().nullable() });

/** The meal an event is (a parsed meal is social; suggestions keep it in its meal window, as libs/rhythm's MEAL_TYPES). */
export const MealType = z.enum(['breakfast', 'brunch', 'lunch', 'coffee', 'snack', 'dinner']);
export type MealType = z.infer<typeof MealType>;

/** Spec section 7, parse-event-request: what the Quick Add wizard prefills from a sentence. */
export const ParsedEventData = z.object({
  title: z.string(),
  /** The user's local date, YYYY-MM-DD. */
  date: IsoDate,
  /** Local start 'HH:MM' (24 h), or null when the text names no time. */
  startTime: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  /** Minutes. */
  duration: z.number().int().positive(),
  meetingType: MeetingType,
  /** RRULE without the 'RRULE:' prefix when the text says it repeats ('every weekday'), else null; `date` is its first occurrence. */
  recurrence: z.string().nullable(),
});
export type ParsedEventData = z.infer<typeof ParsedEventData>;
export const ParsedEventRequest = z.object({ eventData: ParsedEventData, mealType: MealType.nullable() });
export type ParsedEventRequest = z.infer<typeof ParsedEventRequest>;

/** Precise reasons the API gives (the UI's toasts are 'Failed to create event' and friends, spec section 8). */
export const SchedulingMessages = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  descriptionTooLong: 'Description must be at most 5000 characters',
  locationTooLong: 'Location must be at most 300 characters',
  tooManyAttendees: 'An event can have at most 50 attendees',
  attendeeEmail: 'Each attendee needs a valid e-mail address',
  endBeforeStart: 'The end time must be after the start time',
  rangeOrder: "'to' must be after 'from'",
  rangeTooWide: 'Choose a range of at most 366 days.',
  eventNotFound: 'Event not found.',
  externalEvent: 'This event belongs to your external calendar; change it there.',
  messageRequired: 'Describe your event in a few words',
  messageTooLong: 'Describe your event in at most 500 characters',
  unknownTimeZone: 'Unknown time zone',
  /** calendar-sync did not answer (not running, time-out): what that means for each change. */
  calendarUnavailable: {
    create: 'Calendar sync did not respond; the event is saved in FLOW only.',
    update: 'Calendar sync did not respond; the change is saved in FLOW only.',
    delete: 'Calendar sync did not respond; the copy in your calendar was not removed.',
  },
  dateOutOfRange: 'Choose a date within one year of today.',
  /** Why a repeat rule is refused (libs/rhythm's recurrenceProblem names the case). */
  recurrence: {
    invalid: 'Repeat rule is not valid. Use an RRULE such as FREQ=WEEKLY;BYDAY=MO,WE (without "RRULE:").',
    frequency: 'Events can repeat daily, weekly, monthly or yearly.',
    countAndUntil: 'A repeat can end after a number of times (COUNT) or on a date (UNTIL), not both.',
    empty: 'This repeat rule gives no dates.',
    tooMany: 'This repeat rule gives more than 1,000 dates a year.',
    count: 'A repeat can end after 1 to 1,000 times (COUNT).',
    interval: 'A repeat can skip 1 to 1,000 days, weeks, months or years (INTERVAL).',
    until: 'A repeat can end (UNTIL) at most 100 years after it starts.',
    unsupported:
      'FLOW cannot repeat by this rule: week numbers, days of the year with a month or day of month, numbered weekdays or positions in daily and weekly rules, and days of the month in weekly rules are not supported.',
    costly: 'This repeat rule takes too long to work out. Use a simpler rule.',
  },
  reminderMinutes: 'Reminder must be a whole number of minutes from 0 (no reminder) to 1440 (a day before).',
  occurrenceRequired: 'Say which occurrence: add ?occurrence=<its start time>.',
  occurrenceNotFound: 'This repeating event has no occurrence at that time.',
  missing: {
    rhythm: 'Your rhythm could not be loaded, so the built-in default day is used.',
    profile: 'Your profile could not be loaded, so default meal times are used.',
    'calendar-events': 'Your calendar events could not be checked, so they are not taken into account.',
  },
} as const;

const Title = z.string(SchedulingMessages.titleRequired).trim().min(1, SchedulingMessages.titleRequired).max(200, SchedulingMessages.titleTooLong);
/** Optional text: blank becomes null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((v) => (v ? v : v === undefined ? undefined : null));
const AttendeeInput = z.strictObject({
  email: z
    .string(SchedulingMessages.attendeeEmail)
    .trim()
    .max(255, SchedulingMessages.attendeeEmail)
    .pipe(z.email(SchedulingMessages.attendeeEmail))
    .transform((e) => e.toLowerCase()),
  name: optionalText(200, 'Attendee names must be at most 200 characters'),
});
const Attendees = z.array(AttendeeInput).max(50, SchedulingMessages.tooManyAttendees);
/** RFC 5545 RRULE without the 'RRULE:' prefix ('FREQ=WEEKLY;BYDAY=MO,WE'); the service checks what it yields. */
const Recurrence = z
  .string()
  .trim()
  .max(500, SchedulingMessages.recurrence.invalid)
  .regex(/^FREQ=[A-Za-z]+(?:;[A-Za-z-]+=[A-Za-z0-9,+\-:]+)*$/, SchedulingMessages.recurrence.invalid)
  .transform((rule) => rule.toUpperCase());
/** The longest reminder an event can have: a day before it starts. */
export const MAX_REMINDER_MINUTES = 1440;
/** An event's own reminder: minutes before it starts, 0 for none; null (or absent): the person's lead time. */
const ReminderMinutes = z
  .number(SchedulingMessages.reminderMinutes)
  .int(SchedulingMessages.reminderMinutes)
  .min(0, SchedulingMessages.reminderMinutes)
  .max(MAX_REMINDER_MINUTES, SchedulingMessages.reminderMinutes)
  .nullable()
  .optional();
const endAfterStart = (v: { startTime?: string; endTime?: string }) => !v.startTime || !v.endTime || Date.parse(v.endTime) > Date.parse(v.startTime);

/** create-scheduled-event (spec section 7). Times are ISO 8601 with an offset; naive times are refused. */
export const CreateEventRequest = z
  .strictObject({
    title: Title,
    description: optionalText(5000, SchedulingMessages.descriptionTooLong),
    meetingType: MeetingType.nullable().optional(),
    startTime: IsoInstant,
    endTime: IsoInstant,
    location: optionalText(300, SchedulingMessages.locationTooLong),
    attendees: Attendees.default([]),
    /** Mirror to the connected external calendar (the UI always sends true). */
    createGoogleEvent: z.boolean().default(true),
    /** Repeat: an RRULE without 'RRULE:'; startTime/endTime are the first occurrence. */
    recurrence: Recurrence.nullable().optional(),
    /** The zone whose wall clock a repeat keeps (default the browser's X-Time-Zone, else UTC). */
    timeZone: z.string().max(64).optional(),
    reminderMinutes: ReminderMinutes,
  })
  .refine(endAfterStart, { message: SchedulingMessages.endBeforeStart, path: ['endTime'] });
export type CreateEventRequest = z.infer<typeof CreateEventRequest>;

/** edit-scheduled-event: only the fields sent change; `attendees` replaces the whole list. */
export const UpdateEventRequest = z
  .strictObject({
    title: Title.optional(),
    description: optionalText(5000, SchedulingMessages.descriptionTooLong),
    meetingType: MeetingType.nullable().optional(),
    startTime: IsoInstant.optional(),
    endTime: IsoInstant.optional(),
    location: optionalText(300, SchedulingMessages.locationTooLong),
    attendees: Attendees.optional(),
    updateGoogleEvent: z.boolean().default(true),
    /** A new repeat rule (scope all or following), or null to stop repeating. */
    recurrence: Recurrence.nullable().optional(),
    timeZone: z.string().max(64).optional(),
    /** A number, 0 for none, or null for the person's lead time again. */
    reminderMinutes: ReminderMinutes,
  })
  .refine(endAfterStart, { message: SchedulingMessages.endBeforeStart, path: ['endTime'] });
export type UpdateEventRequest = z.infer<typeof UpdateEventRequest>;

/** PATCH/DELETE of a repeating event: which occurrences (default all) and, for this/following, which one by its start. */
export const EventScope = z.enum(['this', 'following', 'all']);
export type EventScope = z.infer<typeof EventScope>;
export const EventScopeQuery = z.strictObject({ scope: EventScope.optional(), occurrence: IsoInstant.optional() });
export type EventScopeQuery = z.infer<typeof EventScopeQuery>;

/** The widest window GET /api/events lists at once (a year, as check-ins); without from/to: the events ahead and 2 years of each series. */
export const MAX_EVENTS_RANGE_DAYS = 366;
export const ListEventsQuery = z
  .strictObject({ from: IsoInstant.optional(), to: IsoInstant.optional() })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) > Date.parse(q.from), { message: SchedulingMessages.rangeOrder, path: ['to'] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= MAX_EVENTS_RANGE_DAYS * 86_400_000, {
    message: SchedulingMessages.rangeTooWide,
    path: ['to'],
  });
export const EventsList = z.object({ events: z.array(ScheduledEvent) });

/** Another event at the same time: allowed (people double-book), but said. */
export const EventOverlap = z.object({
  id: z.string(),
  title: z.string(),
  start_time: IsoInstant,
  end_time: IsoInstant,
  source: z.enum(['flow', 'google', 'caldav', 'outlook']),
});
export type EventOverlap = z.infer<typeof EventOverlap>;
/** Whether the external calendar's events were part of the overlap check. */
export const ExternalCalendarCheck = z.enum(['checked', 'not_connected', 'unavailable']);
export type ExternalCalendarCheck = z.infer<typeof ExternalCalendarCheck>;

export const CreateEventResponse = z.object({
  event: ScheduledEvent,
  overlaps: z.array(EventOverlap),
  externalCalendar: ExternalCalendarCheck,
  googleEventCreated: z.boolean(),
  googleEventError: z.string().nullable(),
});
export type CreateEventResponse = z.infer<typeof CreateEventResponse>;
export const UpdateEventResponse = z.object({
  event: ScheduledEvent,
  overlaps: z.array(EventOverlap),
  externalCalendar: ExternalCalendarCheck,
  googleEventUpdated: z.boolean(),
  googleEventError: z.string().nullable(),
});
export type UpdateEventResponse = z.infer<typeof UpdateEventResponse>;
export const DeleteEventResponse = z.object({ ok: z.literal(true), googleEventDeleted: z.boolean(), googleEventError: z.string().nullable() });
export type DeleteEventResponse = z.infer<typeof DeleteEventResponse>;

/** parse-event-request (spec section 7); `timezone` falls back to the browser's X-Time-Zone, then UTC. */
export const ParseEventBody = z.strictObject({
  message: z.string(SchedulingMessages.messageRequired).trim().min(1, SchedulingMessages.messageRequired).max(500, SchedulingMessages.messageTooLong),
  currentDate: IsoInstant.optional(),
  conversationHistory: z
    .array(z.union([z.string().max(2000), z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(2000) })]))
    .max(20)
    .default([]),
  timezone: z.string().max(64).optional(),
  /** The person's locale (the browser's): numeric dates in its order. Absent: the locale of the zone's country. */
  locale: LocaleTag.optional(),
});
/**
 * `timezone`: the zone the sentence was read in (today's); `startsAt`, when the text names a time: that
 * start as an instant where the parsed date is spent (a trip starting tomorrow puts "tomorrow at 10am" there).
 */
export const ParseEventResponse = ParsedEventRequest.extend({
  timezone: z.string(),
  startsAt: IsoInstant.optional(),
  /** 'remembered' when the type is the person's own correction for this title (absent: read from the words). */
  typeSource: z.enum(['inferred', 'remembered']).optional(),
});
export type ParseEventResponse = z.infer<typeof ParseEventResponse>;

/** Spec section 3: an alignment override (one per user and event). */
export const AlignmentOverride = z.object({ event_id: Uuid, is_aligned: z.boolean() });
export type AlignmentOverride = z.infer<typeof AlignmentOverride>;
export const OverridesList = z.object({ overrides: z.array(AlignmentOverride) });
export const SetOverrideBody = z.strictObject({ isAligned: z.boolean() });

/** A source a suggestion or score is built from that did not answer; the answer says what that means. */
export const SchedulingSource = z.enum(['rhythm', 'profile', 'calendar-events']);
export const MissingSource = z.object({ source: SchedulingSource, message: z.string() });
export type MissingSource = z.infer<typeof MissingSource>;

const Clock = z.string().regex(/^\d{2}:\d{2}$/);

/** suggest-optimal-times (spec section 7). `userId` is accepted for the spec's call shape and ignored: it is always the signed-in user. */
export const SuggestTimesBody = z.strictObject({
  meetingType: MeetingType.default('collaboration'),
  /** Minutes. */
  duration: z.number().int().min(5, 'Duration must be at least 5 minutes').max(1440, 'Duration must be at most 24 hours'),
  /** The days the user prefers, first one first; used when `date` is not given. */
  preferredDays: z.array(IsoDate).max(14).default([]),
  /** The local day to suggest on; default the user's today. */
  date: IsoDate.optional(),
  mealType: MealType.nullable().optional(),
  timezone: z.string().max(64).optional(),
  userId: z.string().max(64).optional(),
});
/** Spec section 3 suggestion, placed on a day: 'Peak Flow' for high energy, otherwise 'In Flow'. */
export const OptimalTime = Suggestion.extend({
  date: IsoDate,
  endTime: Clock,
  startsAt: IsoInstant,
  endsAt: IsoInstant,
  label: z.enum(['Peak Flow', 'In Flow']),
  /** 0–1, higher fits better. */
  score: z.number(),
});
export type OptimalTime = z.infer<typeof OptimalTime>;
/**
 * One 30-minute slot of the time step (06:00–20:30): unavailable when past or overlapping an event;
 * `clashesWith` names the event a busy slot clashes with ('18:00 clashes with Team call').
 */
export const TimeSlotAvailability = z.object({
  time: Clock,
  startsAt: IsoInstant,
  available: z.boolean(),
  reason: z.enum(['past', 'busy']).nullable(),
  clashesWith: z.string().nullable().optional(),
});
export const SuggestTimesResponse = z.object({
  suggestions: z.array(OptimalTime).max(3),
  /** The day the suggestions are on. */
  date: IsoDate,
  /** A meal with no time left today moved to tomorrow (the UI's 'Checking tomorrow'). */
  movedToTomorrow: z.boolean(),
  timezone: z.string(),
  /** Whether the times came from the rhythm learned from check-ins or from the chart's. */
  rhythmSource: RhythmSource.optional(),
  slots: z.array(TimeSlotAvailability),
  missing: z.array(MissingSource),
});
export type SuggestTimesResponse = z.infer<typeof SuggestTimesResponse>;

/** check-event-alignment (spec section 7); `currentTime` is accepted for the spec's call shape. */
export const AlignmentCheckBody = z.strictObject({
  rhythmActivity: z.string().max(200),
  rhythmIntensity: z.number().min(0).max(1),
  eventTitle: z.string().max(200),
  eventDescription: z.string().max(5000).nullable().optional(),
  meetingType: MeetingType.nullable().optional(),
  currentTime: IsoInstant.optional(),
});

export const FlowScoreQuery = z.strictObject({ date: IsoDate.optional() });
/** The day's flow score (spec section 3) with the day and zone it was computed for. */
export const DayFlowScore = FlowScore.extend({ date: IsoDate, timezone: z.string(), rhythmSource: RhythmSource.optional(), missing: z.array(MissingSource) });
export type DayFlowScore = z.infer<typeof DayFlowScore>;

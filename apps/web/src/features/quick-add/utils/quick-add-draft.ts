import type { EventScope, MealType, MeetingType, ParseEventResponse } from '@flow/contracts';
import { classifyMeetingType, DEFAULT_DURATION_MINUTES, minutesFromLocalMidnight } from '@flow/rhythm';
import { DateTime } from 'luxon';
import { clockMinutes } from '../../../lib/local-day';
import type { QuickAddRequest } from '../quick-add-launcher';

export type QuickAddStep = 'title' | 'time' | 'details';
export const STEPS: readonly QuickAddStep[] = ['title', 'time', 'details'];

/** Everything the wizard collects (spec 2 and 4, Quick add). */
export interface QuickAddDraft {
  mode: QuickAddRequest['mode'];
  /** The event being edited. */
  eventId: string | null;
  step: QuickAddStep;
  /** What was typed in the title step. */
  message: string;
  title: string;
  /** Local date 'YYYY-MM-DD'. */
  date: string;
  /** Local start in minutes; null until chosen (or parsed). */
  startMinutes: number | null;
  durationMinutes: number;
  meetingType: MeetingType;
  /** Where the type came from: read from the words, or the person's own correction for this title. */
  typeSource: 'inferred' | 'remembered';
  /** The person changed the type in the dialog: it is remembered for the title when saved. */
  typeCorrected: boolean;
  mealType: MealType | null;
  location: string;
  /** Attendee e-mails, one row each. */
  attendees: string[];
  /** Repeat rule (RRULE without 'RRULE:'), null for a one-off. */
  recurrence: string | null;
  /** Editing an occurrence of a repeating event: its series and start, and which occurrences the change is for. */
  occurrence: { seriesId: string; start: string } | null;
  scope: EventScope;
  /** The event's own reminder in minutes before it starts (0: none); null: the person's lead time. */
  reminderMinutes: number | null;
}

/** A new draft for a request: create starts empty on today, prefill on the block, edit on the event's time step. */
export function initialDraft(request: QuickAddRequest, today: string, placeOf: (date: string) => { timeZone: string }): QuickAddDraft {
  const base: QuickAddDraft = {
    mode: request.mode,
    eventId: null,
    step: 'title',
    message: '',
    title: '',
    date: today,
    startMinutes: null,
    durationMinutes: DEFAULT_DURATION_MINUTES,
    meetingType: 'collaboration',
    typeSource: 'inferred',
    typeCorrected: false,
    mealType: null,
    location: '',
    attendees: [],
    recurrence: null,
    occurrence: null,
    scope: 'all',
    reminderMinutes: null,
  };
  if (request.mode === 'prefill') {
    return {
      ...base,
      date: request.date,
      startMinutes: request.startMinutes,
      durationMinutes: request.durationMinutes,
      meetingType: 'deep_work',
      attendees: request.attendees ?? [],
    };
  }
  if (request.mode === 'edit') {
    const { event } = request;
    // The event's local date at today's place, then its times in the zone of that date's own place.
    const date = DateTime.fromISO(event.start_time).setZone(placeOf(today).timeZone).toISODate()!;
    const zone = placeOf(date).timeZone;
    const start = Math.round(minutesFromLocalMidnight(event.start_time, date, zone));
    const end = Math.round(minutesFromLocalMidnight(event.end_time, date, zone));
    return {
      ...base,
      eventId: event.id,
      step: 'time',
      message: event.title,
      title: event.title,
      date,
      startMinutes: start,
      durationMinutes: Math.max(5, end - start),
      meetingType: event.meeting_type ?? classifyMeetingType(event.title).meetingType,
      location: event.location ?? '',
      attendees: event.attendees.map((a) => a.email),
      recurrence: event.recurrence ?? null,
      occurrence: event.recurringEventId ? { seriesId: event.recurringEventId, start: event.originalStartTime ?? event.start_time } : null,
      scope: event.recurringEventId ? 'this' : 'all',
      reminderMinutes: event.reminderMinutes ?? null,
    };
  }
  return base;
}

/**
 * The draft after the title step's request was parsed. A new event takes everything that was read;
 * a prefilled or edited one keeps its date, time and length and takes the title (and the meeting type
 * when the words say one, else deep work for 'Book' and the event's own type for an edit).
 */
export function applyParsed(draft: QuickAddDraft, parsed: ParseEventResponse): QuickAddDraft {
  const { eventData, mealType } = parsed;
  const classified = classifyMeetingType(eventData.title).classified;
  const next: QuickAddDraft = { ...draft, title: eventData.title, mealType, step: 'time', typeSource: parsed.typeSource ?? 'inferred', typeCorrected: false };
  if (draft.mode === 'create') {
    return {
      ...next,
      date: eventData.date,
      startMinutes: clockMinutes(eventData.startTime),
      durationMinutes: eventData.duration,
      meetingType: eventData.meetingType,
      recurrence: eventData.recurrence,
    };
  }
  const remembered = parsed.typeSource === 'remembered';
  return { ...next, meetingType: classified || mealType || remembered ? eventData.meetingType : draft.meetingType };
}

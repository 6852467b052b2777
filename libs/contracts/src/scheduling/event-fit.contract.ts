import { z } from 'zod';
import { IsoDate, IsoInstant } from '../common/primitives';
import { MeetingType, OptimalTime, SchedulingMessages } from './scheduling.contract';

/** PUT /api/event-types: the person corrected the type FLOW read for a title; Quick Add reads that title so from now on. */
export const RememberEventTypeBody = z.strictObject({
  title: z.string(SchedulingMessages.titleRequired).trim().min(1, SchedulingMessages.titleRequired).max(200, SchedulingMessages.titleTooLong),
  meetingType: MeetingType,
});
export const RememberedEventType = z.object({ title: z.string(), meetingType: MeetingType });
export type RememberedEventType = z.infer<typeof RememberedEventType>;

/** POST /api/events/fit: how a chosen time fits the person's day, before it is booked. */
export const EventFitBody = z.strictObject({
  meetingType: MeetingType,
  startsAt: IsoInstant,
  /** Minutes. */
  duration: z.number().int().min(5, 'Duration must be at least 5 minutes').max(1440, 'Duration must be at most 24 hours'),
  /** The local day the time is on (default: the day of `startsAt` where the person is). */
  date: IsoDate.optional(),
  timezone: z.string().max(64).optional(),
});
export type EventFitBody = z.infer<typeof EventFitBody>;

/** The day model's verdict (libs/rhythm fitOf): the one place that says Peak Flow / In Flow / Misaligned. */
export const EventFit = z.object({ label: z.enum(['Peak Flow', 'In Flow', 'Misaligned']), score: z.number(), reason: z.string() });
export type EventFit = z.infer<typeof EventFit>;

export const EventFitResponse = z.object({
  date: IsoDate,
  timezone: z.string(),
  fit: EventFit,
  /** Whether the time is a poor fit (Misaligned): the dialog warns before saving. */
  poor: z.boolean(),
  /** The best free time that day that fits better, or null. */
  better: OptimalTime.nullable(),
});
export type EventFitResponse = z.infer<typeof EventFitResponse>;

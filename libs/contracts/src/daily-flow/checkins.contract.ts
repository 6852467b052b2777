import { z } from 'zod';
import { IsoDate, IsoInstant, Uuid } from '../common/primitives';

/** Energy check-ins and what FLOW learned from them (daily-flow owns both). */

export const CheckinMessages = {
  energy: 'Energy must be a whole number from 1 to 5.',
  focus: 'Focus must be a whole number from 1 to 5.',
  mood: 'Mood must be a whole number from 1 to 5.',
  future: 'A check-in cannot be in the future.',
  tooOld: 'A check-in can be at most one year old.',
  perDay: 'At most 48 check-ins a day.',
  notFound: 'Check-in not found.',
  notToday: 'Only today’s check-ins can be edited or deleted.',
  range: 'Choose a range of at most 366 days, with from before to.',
} as const;

const score = (message: string) => z.number({ message }).int(message).min(1, message).max(5, message);

/** POST /api/checkins: `at` defaults to now. */
export const CreateCheckinBody = z.strictObject({
  energy: score(CheckinMessages.energy),
  focus: score(CheckinMessages.focus).optional(),
  mood: score(CheckinMessages.mood).optional(),
  at: IsoInstant.optional(),
});
export type CreateCheckinBody = z.infer<typeof CreateCheckinBody>;

/** PATCH /api/checkins/:id: focus and mood may be cleared with null. */
export const UpdateCheckinBody = z
  .strictObject({
    energy: score(CheckinMessages.energy).optional(),
    focus: score(CheckinMessages.focus).nullable().optional(),
    mood: score(CheckinMessages.mood).nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change.' });
export type UpdateCheckinBody = z.infer<typeof UpdateCheckinBody>;

/** GET /api/checkins?from=&to= (instants; default: the last 7 days). */
export const CheckinsQuery = z.strictObject({ from: IsoInstant.optional(), to: IsoInstant.optional() });

export const Checkin = z.object({
  id: Uuid,
  energy: z.number().int().min(1).max(5),
  focus: z.number().int().min(1).max(5).nullable(),
  mood: z.number().int().min(1).max(5).nullable(),
  at: IsoInstant,
  /** The local date and time where the person was ('YYYY-MM-DD', 'HH:MM'). */
  date: IsoDate,
  time: z.string(),
  timeZone: z.string(),
  /** False when another check-in less than 30 minutes before it already counts. */
  counts: z.boolean(),
  createdAt: IsoInstant,
});
export type Checkin = z.infer<typeof Checkin>;
export const CheckinList = z.object({ checkins: z.array(Checkin) });

const ClockWindow = z.object({ start: z.string(), end: z.string() });

/** Where a consumer of the rhythm took it from. */
export const RhythmSource = z.enum(['learned', 'chart']);
export type RhythmSource = z.infer<typeof RhythmSource>;

export const InsightsCurvePoint = z.object({ time: z.string(), prior: z.number(), learned: z.number(), low: z.number(), high: z.number() });

/** GET /api/insights. */
export const Insights = z.object({
  /** The check-ins the learning counted (the chart's dots). */
  checkins: z.array(Checkin),
  /** Confident enough that the learned rhythm shapes the day. */
  learned: z.boolean(),
  peakWindow: ClockWindow,
  chartPeakWindow: ClockWindow,
  curve: z.array(InsightsCurvePoint),
  /** "Learned from 23 check-ins over 3 weeks: your peak starts 30 min later than your chart suggests". */
  summary: z.string(),
  shiftMinutes: z.number(),
  /** Weekday patterns, null until there is enough data. */
  weekdays: z.array(z.object({ weekday: z.string(), checkins: z.number().int(), difference: z.number().nullable() })).nullable(),
  learning: z.object({ enabled: z.boolean(), since: IsoInstant.nullable() }),
});
export type Insights = z.infer<typeof Insights>;

/** PUT /api/insights/settings: "Learn from my check-ins". */
export const InsightsSettingsBody = z.strictObject({ enabled: z.boolean() });
export const InsightsSettings = z.object({ enabled: z.boolean(), since: IsoInstant.nullable() });

/** What changed about a person's check-ins or learning (entity, id, what): caches of their day are stale. */
export const CheckinChangedEvent = z.object({
  userId: Uuid,
  id: Uuid.nullable(),
  change: z.enum(['created', 'updated', 'deleted', 'settings', 'reset']),
});

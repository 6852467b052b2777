import { z } from 'zod';
import { IsoDate } from '../common/primitives';

/** Spec section 3: icon names of rhythm blocks (default Clock). */
export const RhythmIcon = z.enum(['Sunrise', 'Brain', 'Sun', 'Users', 'Activity', 'Sunset', 'Moon', 'Wind', 'Clock']);
export type RhythmIcon = z.infer<typeof RhythmIcon>;

/** The activity types the alignment keyword rules read (spec section 9), plus rest for recovery. */
export const ActivityType = z.enum(['focus', 'collaboration', 'movement', 'meals', 'creative', 'sleep', 'rest']);
export type ActivityType = z.infer<typeof ActivityType>;

/** The event an event or adapted block stands for. */
export const RelatedEvent = z.object({ id: z.string(), title: z.string(), source: z.enum(['flow', 'google', 'caldav']) });

/** Spec section 3: a rhythm block; `type`, `isAdapted`, `relatedEvent`, `originalActivity` once merged with events. */
export const RhythmBlock = z.object({
  timeRange: z.string().regex(/^\d{2}:\d{2}–\d{2}:\d{2}$/, "Expected 'HH:MM–HH:MM'"),
  theme: z.string(),
  icon: RhythmIcon,
  activity: z.string(),
  activityType: ActivityType,
  description: z.string(),
  intensity: z.number().min(0).max(1),
  recommendations: z.array(z.string()),
  /** Which blueprint or day facts shaped this block, in plain words. */
  why: z.array(z.string()).optional(),
  type: z.enum(['rhythm', 'event', 'transition']).optional(),
  isAdapted: z.boolean().optional(),
  relatedEvent: RelatedEvent.optional(),
  originalActivity: z.string().optional(),
});
export type RhythmBlock = z.infer<typeof RhythmBlock>;

/** Spec section 3: daily guidance. */
export const DailyGuidance = z.object({
  theme: z.string(),
  focus: z.string(),
  bestFor: z.string(),
  caution: z.string(),
  peakHours: z.string(),
  recoveryTime: z.string(),
});
export type DailyGuidance = z.infer<typeof DailyGuidance>;

/** Spec section 3: a suggestion and its icons. */
export const SuggestionIcon = z.enum(['brain', 'coffee', 'clock', 'sun', 'utensils', 'waves', 'wind', 'zap', 'heart', 'dumbbell']);
export const Suggestion = z.object({
  time: z.string(),
  reason: z.string(),
  energy_level: z.enum(['high', 'medium', 'low']),
  icon: SuggestionIcon,
  title: z.string(),
});
export type Suggestion = z.infer<typeof Suggestion>;

/** Spec section 3: the alignment of an event with the rhythm. */
export const AlignmentStatus = z.enum(['aligned', 'misaligned', 'neutral']);
export type AlignmentStatus = z.infer<typeof AlignmentStatus>;
export const AlignmentResult = z.object({
  status: AlignmentStatus,
  badge: z.string(),
  reason: z.string(),
  color: z.object({ background: z.string(), text: z.string(), border: z.string() }),
});
export type AlignmentResult = z.infer<typeof AlignmentResult>;

/** Spec sections 3, 4 and 9: the day's flow score, its band and at most 3 tips. */
export const ScoreStatus = z.enum(['excellent', 'good', 'fair', 'poor']);
export const FlowScore = z.object({
  score: z.number().min(0).max(100),
  status: ScoreStatus,
  statusColor: z.string(),
  alignedCount: z.number().int().min(0),
  neutralCount: z.number().int().min(0),
  misalignedCount: z.number().int().min(0),
  totalEvents: z.number().int().min(0),
  message: z.string(),
  tips: z.array(z.string()).max(3),
});
export type FlowScore = z.infer<typeof FlowScore>;

/** The rhythm of one local day before it is merged with events (what other services build on). */
export const DayRhythm = z.object({
  date: IsoDate,
  timeZone: z.string(),
  /** Where the time zone came from: the profile, the browser, or the UTC fallback. */
  timeZoneSource: z.enum(['profile', 'browser', 'default']),
  rhythmBlocks: z.array(RhythmBlock),
});
export type DayRhythm = z.infer<typeof DayRhythm>;

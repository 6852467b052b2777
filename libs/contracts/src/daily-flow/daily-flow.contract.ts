import { z } from 'zod';
import { IsoDate, IsoInstant } from '../common/primitives';
import { Planet, TransitImpact } from '../profile/profile.contract';
import { RhythmSource } from './checkins.contract';

/** Spec section 3: icon names of rhythm blocks (default Clock). */
export const RhythmIcon = z.enum(['Sunrise', 'Brain', 'Sun', 'Users', 'Activity', 'Sunset', 'Moon', 'Wind', 'Clock']);
export type RhythmIcon = z.infer<typeof RhythmIcon>;

/** The activity types the alignment keyword rules read (spec section 9), plus rest for recovery. */
export const ActivityType = z.enum(['focus', 'collaboration', 'movement', 'meals', 'creative', 'sleep', 'rest']);
export type ActivityType = z.infer<typeof ActivityType>;

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
  /** Event blocks: how the event fits the rhythm it sits in (a manual override wins). */
  alignment: AlignmentResult.optional(),
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
  /** 'learned' once the person's check-ins shape the rhythm, else 'chart' (absent in older cached days). */
  rhythmSource: RhythmSource.optional(),
});
export type DayRhythm = z.infer<typeof DayRhythm>;

/** The day's Vedic context in plain words: panchanga at the user's place, running dasha, notable transits. */
export const VedicInfluences = z.object({
  /** One sentence per influence, for the card. */
  summary: z.array(z.string()),
  panchanga: z
    .object({
      /** The place the sunrise, sunset and Rahu kalam were computed for. */
      place: z.string(),
      weekday: z.string(),
      varaLord: Planet,
      tithi: z.string(),
      nakshatra: z.string(),
      yoga: z.string(),
      karana: z.string(),
      sunrise: z.string().nullable(),
      sunset: z.string().nullable(),
      rahuKalam: z.string().nullable(),
    })
    .nullable(),
  dasha: z
    .object({ mahadasha: Planet, antardasha: Planet, pratyantardasha: Planet, theme: z.string(), endsOn: z.string(), description: z.string() })
    .nullable(),
  transits: z.array(z.object({ planet: Planet, impact: TransitImpact, description: z.string() })),
});
export type VedicInfluences = z.infer<typeof VedicInfluences>;

/** Which blueprint values came from the spec's defaults because the profile lacks them. */
export const BlueprintDefault = z.enum(['energyType', 'peakWindow', 'recoveryTime', 'dasha']);

/** A source the flow is built from; when one does not answer in time the flow is partial. */
export const FlowSource = z.enum(['profile', 'scheduled-events', 'calendar-events']);
export type FlowSource = z.infer<typeof FlowSource>;

/** Spec section 3: the daily flow of a user's local day (GET /api/daily-flow). */
export const DailyFlow = z.object({
  date: IsoDate,
  timeZone: z.string(),
  timeZoneSource: z.enum(['profile', 'browser', 'default']),
  energyType: z.string(),
  peakWindow: z.object({ start: z.string(), end: z.string() }),
  /** Whether the peak window and block intensities were learned from check-ins or come from the chart. */
  rhythmSource: RhythmSource.optional(),
  defaultsUsed: z.array(BlueprintDefault),
  /** Rhythm blocks merged with the day's own and external events. */
  rhythmBlocks: z.array(RhythmBlock),
  dailyGuidance: DailyGuidance,
  /** A question for the day; never empty. */
  reflection: z.string().min(1),
  suggestions: z.array(Suggestion),
  vedicInfluences: VedicInfluences,
  /** True when a source did not answer in time; `missing` says which and what that means. */
  partial: z.boolean(),
  missing: z.array(z.object({ source: FlowSource, message: z.string() })),
  generatedAt: IsoInstant,
});
export type DailyFlow = z.infer<typeof DailyFlow>;

/** GET /api/daily-flow and /api/rhythm-blocks: the user's local date (default: their today). */
export const DailyFlowQuery = z.strictObject({ date: IsoDate.optional() });

/** Texts of daily-flow errors. */
export const DailyFlowMessages = {
  dateOutOfRange: 'Choose a date within one year of today.',
  invalidTimeZone: 'Unknown time zone.',
  missing: {
    profile: 'Your profile could not be loaded, so default rhythm settings are used.',
    'scheduled-events': 'Your FLOW events could not be loaded; they are missing from this flow.',
    'calendar-events': 'Your calendar events could not be loaded; they are missing from this flow.',
  },
} as const;

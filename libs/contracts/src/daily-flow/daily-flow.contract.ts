import { z } from 'zod';
import { IsoDate, IsoInstant } from '../common/primitives';
import { DayPlace, Planet, TransitImpact } from '../profile/profile.contract';
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
export const RelatedEvent = z.object({ id: z.string(), title: z.string(), source: z.enum(['flow', 'google', 'caldav', 'outlook']) });

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

/** Where a day's zone came from: a travel stay, the profile (current location, else its zone), the browser, or the UTC fallback. */
export const TimeZoneSource = z.enum(['travel', 'profile', 'browser', 'default']);
export type TimeZoneSource = z.infer<typeof TimeZoneSource>;

/** The rhythm of one local day before it is merged with events (what other services build on). */
export const DayRhythm = z.object({
  date: IsoDate,
  timeZone: z.string(),
  timeZoneSource: TimeZoneSource,
  /** The place the day is laid out for (a travel stay's, else the current location; null when only a zone is known; absent in older cached days). */
  place: DayPlace.nullable().optional(),
  rhythmBlocks: z.array(RhythmBlock),
  /** 'learned' once the person's check-ins shape the rhythm, else 'chart' (absent in older cached days). */
  rhythmSource: RhythmSource.optional(),
});
export type DayRhythm = z.infer<typeof DayRhythm>;

/** An instant as ISO 8601 with the place's offset ('2026-11-22T06:49:08+05:30'). */
const PlaceInstant = IsoInstant;
const Span = z.object({ start: PlaceInstant, end: PlaceInstant });
/** An element that begins after the sunrise one and before the next sunrise, and when it ends. */
const Following = z.array(z.object({ name: z.string(), endsAt: PlaceInstant }));

/**
 * GET /api/panchang and the daily flow's `vedicInfluences.panchanga`: the day's panchang at the person's
 * place of that day, the elements as at local sunrise with their ends. Rise/set times and periods are null
 * where the Sun (or Moon) does not rise or set that day.
 */
export const Panchang = z.object({
  date: IsoDate,
  /** The place it was computed for, as people read it ('London, United Kingdom'). */
  place: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
  sunrise: PlaceInstant.nullable(),
  sunset: PlaceInstant.nullable(),
  nextSunrise: PlaceInstant.nullable(),
  moonrise: PlaceInstant.nullable(),
  moonset: PlaceInstant.nullable(),
  /** name: the Sanskrit day ('Somavara'); weekday: 'Monday'. */
  vara: z.object({ name: z.string(), weekday: z.string(), lord: Planet }),
  tithi: z.object({
    name: z.string(),
    number: z.number().int().min(1).max(30),
    paksha: z.enum(['Shukla', 'Krishna']),
    endsAt: PlaceInstant,
    following: Following,
  }),
  nakshatra: z.object({ name: z.string(), pada: z.number().int().min(1).max(4), lord: Planet, endsAt: PlaceInstant, following: Following }),
  yoga: z.object({ name: z.string(), endsAt: PlaceInstant, following: Following }),
  karana: z.object({ name: z.string(), endsAt: PlaceInstant, following: Following }),
  moonSign: z.object({ name: z.string(), endsAt: PlaceInstant }),
  rahuKalam: Span.nullable(),
  yamaganda: Span.nullable(),
  gulikaKalam: Span.nullable(),
  abhijit: Span.nullable(),
  brahmaMuhurta: Span.nullable(),
});
export type Panchang = z.infer<typeof Panchang>;

/** GET /api/panchang: a local date (default: the person's today). */
export const PanchangQuery = z.strictObject({ date: IsoDate.optional() });

/** The day's Vedic context in plain words: panchanga at the user's place, running dasha, notable transits. */
export const VedicInfluences = z.object({
  /** One sentence per influence, for the card. */
  summary: z.array(z.string()),
  panchanga: Panchang.nullable(),
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

/** A named window of the day model (sleep, rise, breakfast, peak, lunch, dip, dinner, wind-down) as instants. */
export const DayWindowInstant = z.object({
  name: z.enum(['sleep', 'rise', 'breakfast', 'peak', 'lunch', 'dip', 'dinner', 'wind-down']),
  start: IsoInstant,
  end: IsoInstant,
});

/** Spec section 3: the daily flow of a user's local day (GET /api/daily-flow). */
export const DailyFlow = z.object({
  date: IsoDate,
  timeZone: z.string(),
  timeZoneSource: TimeZoneSource,
  /** The place the day was computed for (sunrise, panchanga): null when only a zone without a city is known. */
  place: DayPlace.nullable(),
  energyType: z.string(),
  /** The day's one peak (the Deep Focus stretch): wall-clock 'HH:MM' and the instants. */
  peakWindow: z.object({ start: z.string(), end: z.string(), startsAt: IsoInstant.optional(), endsAt: IsoInstant.optional() }),
  /** The day model's named windows as instants (the client writes them in the person's clock). */
  dayWindows: z.array(DayWindowInstant).optional(),
  /** The person's clock: every time in this flow's sentences is written in it. */
  clockFormat: z.enum(['12h', '24h']).nullable().optional(),
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
  noPlace: 'Add where you spend your days (Settings → Personal) to see the panchang.',
  missing: {
    profile: 'Your profile could not be loaded, so default rhythm settings are used.',
    'scheduled-events': 'Your FLOW events could not be loaded; they are missing from this flow.',
    'calendar-events': 'Your calendar events could not be loaded; they are missing from this flow.',
  },
} as const;

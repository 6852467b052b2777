import { z } from 'zod';
import { LANGUAGES } from '../common/language';
import { IsoDate, Uuid } from '../common/primitives';
import { BlueprintFacts } from './blueprint.contract';

/** Texts from spec sections 5 and 8 and the chart issue. */
export const ProfileMessages = {
  enterName: 'Please enter your name',
  enterBirthDateAndPlace: 'Please enter your birth date and place',
  birthDateInFuture: 'Birth date cannot be in the future',
  placeNotFound: `We couldn't find that birth place. Try "City, Country".`,
  analysisFailed: 'Failed to analyze your rhythm. Please try again.',
  reanalysisFailed: 'Profile updated but could not recalculate energy analysis',
  rateLimited: 'Rate limit reached. Please try again in a minute.',
  profileNotFound: 'Profile not found.',
  invalidTimeZone: 'That time zone is not a known IANA zone.',
  /** The current-location and travel fields, in the birth place's words. */
  placeNotFoundHere: `We couldn't find that place. Try "City, Country".`,
  stayDatesReversed: 'A stay must end on or after the day it starts.',
  stayTooLong: 'A stay can last at most one year.',
  stayOverlaps: 'That stay overlaps another one. Change its dates or remove the other stay first.',
  tooManyStays: 'You can keep at most 50 stays. Remove one you no longer need first.',
  stayNotFound: 'Stay not found.',
} as const;

/** Longest stay, and how many a person may keep: enough for a busy traveller, small enough to send with the profile. */
export const MAX_STAY_DAYS = 366;
export const MAX_STAYS = 50;

/** 'HH:MM' or 'HH:MM:SS' in, stored as HH:MM:SS (spec: birth_time HH:MM:SS). */
export const BirthTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Birth time must look like 14:30');
export const HhMm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const Planet = z.enum(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
export type Planet = z.infer<typeof Planet>;

export const DashaPeriod = z.object({ planet: Planet, yearsRemaining: z.number() });
export const DashaResult = z.object({
  mahadasha: DashaPeriod.extend({ startDate: z.string(), endDate: z.string() }),
  antardasha: DashaPeriod,
  pratyantardasha: DashaPeriod,
});
export type DashaResult = z.infer<typeof DashaResult>;

/** One period of a dasha timeline: UTC instants (ISO) and dates, length in dasha years of 365.2425 days. */
export const DashaTimelinePeriod = z.object({
  planet: Planet,
  start: z.string(),
  end: z.string(),
  startDate: IsoDate,
  endDate: IsoDate,
  years: z.number(),
});
export type DashaTimelinePeriod = z.infer<typeof DashaTimelinePeriod>;

export const TransitImpact = z.enum(['positive', 'neutral', 'challenging']);
export const TransitItem = z.looseObject({
  planet: Planet,
  sign: z.number().int().min(0).max(11),
  signName: z.string(),
  houseFromMoon: z.number().int().min(1).max(12),
  impact: TransitImpact,
  description: z.string(),
  date: z.string().optional(),
});
export const TransitResult = z.object({ currentTransits: z.array(TransitItem), upcomingTransits: z.array(TransitItem) });
export type TransitResult = z.infer<typeof TransitResult>;

export const ChartFacts = z.looseObject({
  utc: z.string(),
  place: z.object({
    name: z.string(),
    region: z.string().nullable().optional(),
    country: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    timeZone: z.string(),
  }),
  ayanamsa: z.number(),
  ascendant: z.looseObject({ longitude: z.number(), sign: z.number() }).nullable(),
  planets: z.array(z.looseObject({ name: z.string(), longitude: z.number(), sign: z.number(), nakshatra: z.number(), pada: z.number() })),
  /** `fractionElapsed`: how far the Moon had crossed its nakshatra at birth (the dasha balance comes from it). */
  moonNakshatra: z.object({ index: z.number(), name: z.string(), pada: z.number(), lord: Planet, fractionElapsed: z.number().optional() }),
});
export type ChartFacts = z.infer<typeof ChartFacts>;

/** GET /api/charts/dasha: the spec's dasha result, the full mahadasha timeline, the running mahadasha's
 * antardashas, and the chart the dasha was read from. */
export const DashaReport = DashaResult.extend({
  mahadashas: z.array(DashaTimelinePeriod),
  antardashas: z.array(DashaTimelinePeriod),
  chart: ChartFacts,
});
export type DashaReport = z.infer<typeof DashaReport>;

/** GET /api/charts/transits: the spec's transit result, the chart the houses are counted from, and when. */
export const TransitReport = TransitResult.extend({ chart: ChartFacts, checkedAt: z.string() });
export type TransitReport = z.infer<typeof TransitReport>;

/** The spec's vedic_analysis, plus `factors` (which chart facts produced each field) and the chart itself. */
export const VedicAnalysis = z.looseObject({
  constitution: z.string(),
  essence: z.string(),
  rhythm: z.string(),
  focusWindows: z.string(),
  needs: z.string(),
  stressTendency: z.string(),
  restorativeElements: z.string(),
  nourishment: z.string(),
  nourishAdvice: z.string(),
  restorativeTime: z.string(),
  peakEnergyStart: HhMm,
  peakEnergyEnd: HhMm,
  currentDasha: DashaResult.optional(),
  currentTransits: TransitResult.optional(),
  factors: z.array(z.object({ field: z.string(), facts: z.array(z.string()) })).optional(),
  chart: ChartFacts.optional(),
  /** Caveats in plain words (no birth time, a daylight-saving edge, …). */
  notes: z.array(z.string()).optional(),
  /** The prose's facts by key (issue 41); absent in analyses stored before it. */
  blueprint: BlueprintFacts.optional(),
});
export type VedicAnalysis = z.infer<typeof VedicAnalysis>;

/** A place as the day is computed for it: a gazetteer place with its coordinates and IANA zone. */
export const DayPlace = z.object({ name: z.string(), latitude: z.number(), longitude: z.number(), timeZone: z.string() });
export type DayPlace = z.infer<typeof DayPlace>;

/** A travel stay: the days `from`–`to` (inclusive, the place's local dates) are spent at `place`. */
export const TravelStay = DayPlace.extend({ id: Uuid, from: IsoDate, to: IsoDate });
export type TravelStay = z.infer<typeof TravelStay>;

/** How the person reads the clock: every time the server writes in a sentence uses it (default 24h). */
export const ClockFormat = z.enum(['12h', '24h'], { message: "clock_format must be '12h' or '24h'" });
export type ClockFormat = z.infer<typeof ClockFormat>;

/** The person's language (issue 41): every text the services write to them (API texts, errors, mail, push). */
export const ProfileLanguage = z.enum(LANGUAGES, { message: "language must be 'en' or 'hi'" });

export const Profile = z.object({
  id: Uuid,
  full_name: z.string().nullable(),
  birth_date: IsoDate.nullable(),
  birth_time: z.string().nullable(),
  birth_location: z.string().nullable(),
  onboarding_completed: z.boolean(),
  vedic_analysis: VedicAnalysis.nullable(),
  vedic_constitution: z.string().nullable(),
  peak_energy_start: z.string().nullable(),
  peak_energy_end: z.string().nullable(),
  last_transit_check: z.string().nullable(),
  avatar_url: z.string().nullable(),
  time_zone: z.string().nullable(),
  /** Where the person spends their days (as typed, resolved by the gazetteer), and that place's zone. */
  current_location: z.string().nullable(),
  current_time_zone: z.string().nullable(),
  /** The current location resolved: the place everyday days are computed for. */
  current_place: DayPlace.nullable().optional(),
  /** Travel stays from yesterday on, in date order: days inside one are computed for its place. */
  travel: z.array(TravelStay).optional(),
  /** Null until the person chooses: the engines' texts then stay as the spec writes them. */
  clock_format: ClockFormat.nullable().optional(),
  /** Chosen at sign-up from the browser's languages, changeable in Settings. */
  language: ProfileLanguage.optional(),
});
export type Profile = z.infer<typeof Profile>;

const BirthPlace = z.string().trim().max(200, 'Birth location must be at most 200 characters');
/** Optional exact coordinates override the gazetteer (for people who know them, and for checking the engine). */
const Coordinates = {
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  timeZone: z.string().max(64).optional(),
};

export const AnalyzeRequest = z.strictObject({
  birthDate: z.string(ProfileMessages.enterBirthDateAndPlace).trim().min(1, ProfileMessages.enterBirthDateAndPlace).pipe(IsoDate),
  birthPlace: z.string(ProfileMessages.enterBirthDateAndPlace).pipe(BirthPlace).pipe(z.string().min(1, ProfileMessages.enterBirthDateAndPlace)),
  birthTime: z.union([BirthTime, z.literal(''), z.null()]).optional(),
  ...Coordinates,
});
export type AnalyzeRequest = z.infer<typeof AnalyzeRequest>;

export const AnalyzeManualRequest = z.strictObject({
  birthDate: IsoDate,
  birthTime: BirthTime,
  birthLocation: BirthPlace.pipe(z.string().min(1)),
  ...Coordinates,
});

/** The place the analysis used, so the person can see (and correct) it. */
export const ResolvedPlace = z.object({
  name: z.string(),
  region: z.string().nullable(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
});

/** POST /api/charts/analyze: the blueprint (also stored on the caller's profile) and the chart behind it. */
export const AnalyzeResponse = z.object({
  analysis: VedicAnalysis,
  chart: ChartFacts,
  place: ResolvedPlace,
  birthTimeKnown: z.boolean(),
  /** Caveats in plain words (no birth time, a daylight-saving edge, …). */
  notes: z.array(z.string()),
  profile: Profile,
});
export type AnalyzeResponse = z.infer<typeof AnalyzeResponse>;

/** POST /api/charts/analyze-manual: nothing is stored. */
export const AnalyzeManualResponse = z.object({
  vedicAnalysis: VedicAnalysis,
  peakEnergyStart: HhMm,
  peakEnergyEnd: HhMm,
  chart: ChartFacts,
  place: ResolvedPlace,
});
export type AnalyzeManualResponse = z.infer<typeof AnalyzeManualResponse>;

/** PATCH /api/profile: onboarding and settings. Unknown fields are refused. */
export const UpdateProfileRequest = z.strictObject({
  full_name: z.string().trim().min(1, ProfileMessages.enterName).max(100, 'Name must be at most 100 characters').optional(),
  birth_date: IsoDate.optional(),
  birth_time: z.union([BirthTime, z.literal(''), z.null()]).optional(),
  birth_location: BirthPlace.optional(),
  onboarding_completed: z.boolean().optional(),
  avatar_url: z.union([z.url().max(500), z.null()]).optional(),
  time_zone: z.string().max(64).optional(),
  /** A place text resolved by the gazetteer, like birth_location; '' clears it. */
  current_location: z.string().trim().max(200, 'Current location must be at most 200 characters').optional(),
  /** null: the browser's locale decides again (the server's texts stay as the spec writes them). */
  clock_format: ClockFormat.nullable().optional(),
  language: ProfileLanguage.optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

export const UpdateProfileResponse = z.object({
  profile: Profile,
  reanalyzed: z.boolean(),
  /** Set when the profile was saved but the energy analysis could not be recalculated. */
  warning: z.string().optional(),
});

export const PlaceSuggestion = z.object({
  label: z.string(),
  name: z.string(),
  region: z.string().nullable(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
});
export const PlacesResponse = z.object({ places: z.array(PlaceSuggestion) });

/** `id` is the profile's id (= the user's), so the realtime `invalidate` names it. */
export const ProfileUpdatedEvent = z.object({ id: Uuid, userId: Uuid, fields: z.array(z.string()) });

/**
 * POST /api/travel-stays: a place text (resolved by the gazetteer) and the first and last local dates there;
 * it refuses to overlap another stay. PUT /api/travel-stays takes the same body and has those days spent
 * at the place whatever was planned (Today's zone prompt, "Use it"): stays covering them give them up and
 * keep their other days, and a place that is the current location just brings the days home.
 */
export const CreateTravelStayRequest = z.strictObject({
  place: z.string().trim().min(1, ProfileMessages.placeNotFoundHere).max(200, 'Place must be at most 200 characters'),
  from: IsoDate,
  to: IsoDate,
});
export type CreateTravelStayRequest = z.infer<typeof CreateTravelStayRequest>;
export const TravelStaysResponse = z.object({ stays: z.array(TravelStay) });

import type { DailyFlow, DayPlace, Panchang, DayRhythm, ExternalCalendarEvent, FlowSource, Profile, ScheduledEvent } from '@flow/contracts';
import { DailyFlowMessages } from '@flow/contracts';
import {
  blueprintFromProfile,
  buildDayModel,
  composeDayFlow,
  describeVedicInfluences,
  type EnergyObservation,
  energyTypeLabel,
  eventsForDay,
  formatClock,
  learnedBlueprint,
  toPanchang,
} from '@flow/rhythm';
import { inPersonsClock } from './flow-clock';
import { vedicDay } from './vedic-day';

/** A resolved local day: the date, the zone it is read in, where that zone came from, and the place of the day if known. */
export interface LocalDay {
  date: string;
  timeZone: string;
  timeZoneSource: DailyFlow['timeZoneSource'];
  place: DayPlace | null;
}

export interface FlowInputs extends LocalDay {
  profile: Profile | null;
  scheduled: readonly ScheduledEvent[];
  external: readonly ExternalCalendarEvent[];
  missing: readonly FlowSource[];
  now: Date;
  /** The person's counted check-ins; the learned rhythm replaces the chart's once it is confident. */
  checkins?: readonly EnergyObservation[];
}

/** The blueprint of the day: the profile with the dasha that runs on that date, and what the check-ins taught. */
function dayBlueprint(day: LocalDay, profile: Profile | null, checkins: readonly EnergyObservation[] = []) {
  const vedic = vedicDay(day.date, day.timeZone, day.place, profile);
  const dasha = vedic.dasha ? { mahadasha: vedic.dasha.mahadasha.planet, antardasha: vedic.dasha.antardasha.planet } : null;
  const learned = learnedBlueprint(blueprintFromProfile(profile, dasha), checkins);
  return { vedic, blueprint: learned.blueprint, learned };
}

/** The whole daily flow from its inputs: pure apart from the chart engine's computations. */
export function buildDailyFlow(inputs: FlowInputs): DailyFlow {
  const { vedic, blueprint, learned } = dayBlueprint(inputs, inputs.profile, inputs.checkins);
  const events = eventsForDay(inputs.date, inputs.timeZone, inputs.scheduled, inputs.external);
  const day = composeDayFlow({ date: inputs.date, timeZone: inputs.timeZone, blueprint, panchanga: vedic.panchanga, events, learned });
  const peak = day.model.peakWindow;
  return inPersonsClock({
    date: inputs.date,
    timeZone: inputs.timeZone,
    timeZoneSource: inputs.timeZoneSource,
    place: vedic.place,
    energyType: blueprint.defaults.includes('energyType') ? energyTypeLabel(blueprint.energyType) : blueprint.energyType,
    // The day's one peak: the Deep Focus stretch the blocks show, as wall-clock times and instants.
    peakWindow: { start: formatClock(peak.startMinute), end: formatClock(peak.endMinute), startsAt: peak.start, endsAt: peak.end },
    dayWindows: day.model.windows.map(({ name, start, end }) => ({ name, start, end })),
    clockFormat: inputs.profile?.clock_format ?? null,
    rhythmSource: learned.rhythmSource,
    defaultsUsed: blueprint.defaults,
    rhythmBlocks: day.rhythmBlocks,
    dailyGuidance: day.dailyGuidance,
    reflection: day.reflection,
    suggestions: day.suggestions,
    vedicInfluences: describeVedicInfluences({
      panchanga: vedic.panchanga,
      placeName: vedic.place?.name ?? null,
      dasha: vedic.dasha,
      transits: vedic.transits,
    }),
    partial: inputs.missing.length > 0,
    missing: inputs.missing.map((source) => ({ source, message: DailyFlowMessages.missing[source] })),
    generatedAt: inputs.now.toISOString(),
  });
}

/** The unmerged rhythm of the day (what scheduling and co-flow build on). */
export function buildDayRhythm(day: LocalDay, profile: Profile | null, checkins: readonly EnergyObservation[] = []): DayRhythm {
  const { vedic, blueprint, learned } = dayBlueprint(day, profile, checkins);
  return {
    date: day.date,
    timeZone: day.timeZone,
    timeZoneSource: day.timeZoneSource,
    place: vedic.place,
    rhythmBlocks: buildDayModel({ date: day.date, timeZone: day.timeZone, blueprint, panchanga: vedic.panchanga, learned }).rhythm,
    rhythmSource: learned.rhythmSource,
  };
}

/** The panchang of the day at its place, as GET /api/panchang answers it; null when no place is known. */
export function buildPanchang(day: LocalDay, profile: Profile | null): Panchang | null {
  const vedic = vedicDay(day.date, day.timeZone, day.place, profile);
  return vedic.panchanga && vedic.place ? toPanchang(vedic.panchanga, vedic.place.name) : null;
}

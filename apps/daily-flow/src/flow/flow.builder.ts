import type { DailyFlow, DayPlace, Panchang, DayRhythm, ExternalCalendarEvent, FlowSource, Profile, ScheduledEvent } from '@flow/contracts';
import { DailyFlowMessages } from '@flow/contracts';
import { blueprintFromProfile, composeDayFlow, describeVedicInfluences, energyTypeLabel, eventsForDay, formatClock, rhythmForDay, toPanchang } from '@flow/rhythm';
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
}

/** The blueprint of the day: the profile with the dasha that runs on that date. */
function dayBlueprint(day: LocalDay, profile: Profile | null) {
  const vedic = vedicDay(day.date, day.timeZone, day.place, profile);
  const dasha = vedic.dasha ? { mahadasha: vedic.dasha.mahadasha.planet, antardasha: vedic.dasha.antardasha.planet } : null;
  return { vedic, blueprint: blueprintFromProfile(profile, dasha) };
}

/** The whole daily flow from its inputs: pure apart from the chart engine's computations. */
export function buildDailyFlow(inputs: FlowInputs): DailyFlow {
  const { vedic, blueprint } = dayBlueprint(inputs, inputs.profile);
  const events = eventsForDay(inputs.date, inputs.timeZone, inputs.scheduled, inputs.external);
  const day = composeDayFlow({ date: inputs.date, blueprint, panchanga: vedic.panchanga, events });
  return {
    date: inputs.date,
    timeZone: inputs.timeZone,
    timeZoneSource: inputs.timeZoneSource,
    place: vedic.place,
    energyType: blueprint.defaults.includes('energyType') ? energyTypeLabel(blueprint.energyType) : blueprint.energyType,
    peakWindow: { start: formatClock(blueprint.peak.start), end: formatClock(blueprint.peak.end) },
    defaultsUsed: blueprint.defaults,
    rhythmBlocks: day.rhythmBlocks,
    dailyGuidance: day.dailyGuidance,
    reflection: day.reflection,
    suggestions: day.suggestions,
    vedicInfluences: describeVedicInfluences({ panchanga: vedic.panchanga, placeName: vedic.place?.name ?? null, dasha: vedic.dasha, transits: vedic.transits }),
    partial: inputs.missing.length > 0,
    missing: inputs.missing.map((source) => ({ source, message: DailyFlowMessages.missing[source] })),
    generatedAt: inputs.now.toISOString(),
  };
}

/** The unmerged rhythm of the day (what scheduling and co-flow build on). */
export function buildDayRhythm(day: LocalDay, profile: Profile | null): DayRhythm {
  const { vedic, blueprint } = dayBlueprint(day, profile);
  return { date: day.date, timeZone: day.timeZone, timeZoneSource: day.timeZoneSource, rhythmBlocks: rhythmForDay(day.date, blueprint, vedic.panchanga) };
}

/** The panchang of the day at its place, as GET /api/panchang answers it; null when no place is known. */
export function buildPanchang(day: LocalDay, profile: Profile | null): Panchang | null {
  const vedic = vedicDay(day.date, day.timeZone, day.place, profile);
  return vedic.panchanga && vedic.place ? toPanchang(vedic.panchanga, vedic.place.name) : null;
}

import type { Planet } from '@flow/contracts';
import { DAY_START, DEFAULT_PEAK_WINDOW, PROFILE_DEFAULTS } from './constants';
import { formatClock, MinuteRange, parseClock, parseClock12 } from './time';

/**
 * The parts of a person's energy blueprint the rhythm is built from, read from a profile with the
 * spec's defaults for whatever it lacks. Which values are defaults is kept, so the answer can say so.
 */

export const ENERGY_TYPES = ['DYNAMIC-INTENSE', 'INTENSE-STEADY', 'DYNAMIC-GROUNDED', 'DYNAMIC', 'INTENSE', 'STEADY', 'BALANCED'] as const;
export type EnergyType = (typeof ENERGY_TYPES)[number];

export type BlueprintDefault = 'energyType' | 'peakWindow' | 'recoveryTime' | 'dasha';

export interface RhythmBlueprint {
  energyType: EnergyType;
  /** The peak window as given (minutes since midnight), shown in the guidance. */
  peak: MinuteRange;
  /** Evening recovery window ('9pm - 11pm' in the spec's style). */
  recovery: MinuteRange;
  recoveryText: string;
  /** The mahadasha lord running on the day, when known. */
  dashaLord: Planet | null;
  antardashaLord: Planet | null;
  defaults: BlueprintDefault[];
  /** Set when the peak window was learned from check-ins rather than read from the chart. */
  peakSource?: { checkins: number };
}

/** The profile fields the blueprint reads (a structural subset of the contracts' Profile). */
export interface BlueprintSource {
  vedic_constitution?: string | null;
  peak_energy_start?: string | null;
  peak_energy_end?: string | null;
  vedic_analysis?: {
    constitution?: string;
    peakEnergyStart?: string;
    peakEnergyEnd?: string;
    restorativeTime?: string;
    currentDasha?: { mahadasha: { planet: Planet }; antardasha: { planet: Planet } };
  } | null;
}

/** The running dasha of the day, when the caller computed it for that date (it wins over the stored one). */
export interface DashaOnDate {
  mahadasha: Planet;
  antardasha: Planet | null;
}

export function parseEnergyType(text: string | null | undefined): EnergyType | null {
  if (!text) return null;
  const key = text
    .trim()
    .toUpperCase()
    .replace(/[\s_]+/g, '-');
  return (ENERGY_TYPES as readonly string[]).includes(key) ? (key as EnergyType) : null;
}

/** '9pm - 11pm', '8:30pm – 10pm', '21:00-23:00' → minutes; null when unreadable. */
export function parseRecoveryTime(text: string | null | undefined): MinuteRange | null {
  if (!text) return null;
  const parts = text.split(/\s*[-–—]\s*|\s+to\s+/i);
  if (parts.length !== 2) return null;
  const start = parseClock12(parts[0]);
  let end = parseClock12(parts[1]);
  if (start === null || end === null) return null;
  if (end <= start) end += 24 * 60;
  // An evening window: it must start between 18:00 and 23:30.
  if (start < 18 * 60 || start > 23.5 * 60) return null;
  return { start, end };
}

/** A usable peak window: inside the waking day and at least an hour long, else null. */
export function readPeakWindow(start: string | null | undefined, end: string | null | undefined): MinuteRange | null {
  const s = parseClock(start);
  const e = parseClock(end);
  if (s === null || e === null || e <= s) return null;
  const from = Math.max(s, DAY_START);
  const to = Math.min(e, 20 * 60);
  return to - from >= 60 ? { start: s, end: e } : null;
}

export function blueprintFromProfile(profile: BlueprintSource | null | undefined, dasha?: DashaOnDate | null): RhythmBlueprint {
  const analysis = profile?.vedic_analysis ?? null;
  const defaults: BlueprintDefault[] = [];

  let energyType = parseEnergyType(analysis?.constitution) ?? parseEnergyType(profile?.vedic_constitution);
  if (!energyType) {
    energyType = PROFILE_DEFAULTS.energyType;
    defaults.push('energyType');
  }

  let peak = readPeakWindow(profile?.peak_energy_start, profile?.peak_energy_end) ?? readPeakWindow(analysis?.peakEnergyStart, analysis?.peakEnergyEnd);
  if (!peak) {
    peak = { ...DEFAULT_PEAK_WINDOW };
    defaults.push('peakWindow');
  }

  let recovery = parseRecoveryTime(analysis?.restorativeTime);
  let recoveryText = analysis?.restorativeTime ?? PROFILE_DEFAULTS.recoveryTime;
  if (!recovery) {
    recovery = parseRecoveryTime(PROFILE_DEFAULTS.recoveryTime)!;
    recoveryText = PROFILE_DEFAULTS.recoveryTime;
    defaults.push('recoveryTime');
  }

  const dashaLord = dasha?.mahadasha ?? analysis?.currentDasha?.mahadasha.planet ?? null;
  const antardashaLord = dasha ? dasha.antardasha : (analysis?.currentDasha?.antardasha.planet ?? null);
  if (!dashaLord) defaults.push('dasha');

  return { energyType, peak, recovery, recoveryText, dashaLord, antardashaLord, defaults };
}

/** The blueprint of someone with no profile data: every default of the spec. */
export const DEFAULT_BLUEPRINT: RhythmBlueprint = blueprintFromProfile(null);

/** 'Balanced', 'Dynamic-Intense': the type as people read it. */
export function energyTypeLabel(type: EnergyType): string {
  return type
    .split('-')
    .map((w) => w.charAt(0) + w.slice(1).toLowerCase())
    .join('-');
}

/** The guidance's peak hours: the profile's window as 'HH:MM to HH:MM', or the spec's default text. */
export function peakHoursText(blueprint: RhythmBlueprint): string {
  return blueprint.defaults.includes('peakWindow') ? PROFILE_DEFAULTS.peakHours : `${formatClock(blueprint.peak.start)} to ${formatClock(blueprint.peak.end)}`;
}

/** The dominant elements of an energy type (fire INTENSE, earth STEADY, air DYNAMIC). */
export function elementsOf(type: EnergyType): { fire: boolean; earth: boolean; air: boolean } {
  return {
    fire: type.includes('INTENSE'),
    earth: type.includes('STEADY') || type.includes('GROUNDED'),
    air: type.includes('DYNAMIC'),
  };
}

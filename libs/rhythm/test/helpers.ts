import type { RhythmBlock } from '@flow/contracts';
import { blueprintFromProfile, BlueprintSource, DashaOnDate, DayPanchanga, parseRange } from '../src';

/** A profile as profile-chart stores it, with only the fields the rhythm reads. */
export function profileOf(energyType: string, peak: [string, string], restorativeTime = '9pm - 11pm'): BlueprintSource {
  return { peak_energy_start: peak[0], peak_energy_end: peak[1], vedic_analysis: { constitution: energyType, restorativeTime } };
}

export function blueprint(energyType: string, peak: [string, string], restorativeTime?: string, dasha?: DashaOnDate) {
  return blueprintFromProfile(profileOf(energyType, peak, restorativeTime), dasha);
}

/** A panchanga like @flow/chart's for a weekday (2026-03-09 is a Monday). */
export function panchangaOf(
  weekday: string,
  lord: DayPanchanga['vara']['lord'],
  rahu: [string, string] | null,
  sunrise = '06:40',
  sunset = '18:30',
): DayPanchanga {
  return {
    vara: { weekday, lord },
    sunrise: { local: sunrise },
    sunset: { local: sunset },
    rahuKalam: rahu ? { start: { local: rahu[0] }, end: { local: rahu[1] } } : null,
    tithi: { fullName: 'Shukla Dashami', number: 10 },
    nakshatra: { name: 'Rohini', lord: 'Moon' },
  };
}

export const MONDAY = '2026-03-09';
export const TUESDAY = '2026-03-10';
export const THURSDAY = '2026-03-12';
export const FRIDAY = '2026-03-13';

export function ranges(blocks: readonly RhythmBlock[]) {
  return blocks.map((b) => parseRange(b.timeRange)!);
}

export function blockAt(blocks: readonly RhythmBlock[], minutes: number): RhythmBlock {
  const found = blocks.find((b) => {
    const r = parseRange(b.timeRange)!;
    return minutes >= r.start && minutes < r.end;
  });
  if (!found) throw new Error(`no block at ${minutes}`);
  return found;
}

export const hm = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

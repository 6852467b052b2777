import type { AnalyzeResponse, DashaReport, DayPlace, Profile, TransitReport, TravelStay, VedicAnalysis } from '@flow/contracts';

export const USER_ID = '11111111-1111-4111-8111-111111111111';

export const analysis = (overrides: Partial<VedicAnalysis> = {}): VedicAnalysis => ({
  constitution: 'DYNAMIC-INTENSE',
  essence: 'Quick, bright and driven.',
  rhythm: 'You rise early and peak before lunch.',
  focusWindows: 'Deep focus: 08:00–10:30.',
  needs: 'Movement and variety.',
  stressTendency: 'Haste under pressure.',
  restorativeElements: 'Cool water and quiet.',
  nourishment: 'Warm, grounding meals.',
  nourishAdvice: 'Eat breakfast by 07:30.',
  restorativeTime: '8:30pm - 10pm',
  peakEnergyStart: '08:00',
  peakEnergyEnd: '12:30',
  currentDasha: {
    mahadasha: { planet: 'Jupiter', yearsRemaining: 4.25, startDate: '2014-01-01', endDate: '2030-01-01' },
    antardasha: { planet: 'Saturn', yearsRemaining: 1.5 },
    pratyantardasha: { planet: 'Mercury', yearsRemaining: 0.25 },
  },
  factors: [
    { field: 'constitution', facts: ['Ascendant Aries (fire)', 'Energy type rule: DYNAMIC-INTENSE'] },
    { field: 'peakEnergy', facts: ['Moon waxing at birth'] },
  ],
  ...overrides,
});

/** Where a Londoner spends their days (the profile's current place). */
export const LONDON: DayPlace = { name: 'London, Westminster, United Kingdom', latitude: 51.5, longitude: -0.12, timeZone: 'Europe/London' };

/** A travel stay in Tokyo from `from` to `to` (inclusive local dates). */
export const tokyoStay = (from: string, to: string): TravelStay => ({
  id: '66666666-6666-4666-8666-666666666666',
  name: 'Tokyo, Japan',
  latitude: 35.68,
  longitude: 139.69,
  timeZone: 'Asia/Tokyo',
  from,
  to,
});

export const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: USER_ID,
  full_name: 'Ada Flow',
  birth_date: '1990-04-15',
  birth_time: '08:30:00',
  birth_location: 'London, United Kingdom',
  onboarding_completed: true,
  vedic_analysis: analysis(),
  vedic_constitution: 'DYNAMIC-INTENSE',
  peak_energy_start: '08:00:00',
  peak_energy_end: '12:30:00',
  last_transit_check: null,
  avatar_url: null,
  time_zone: 'Europe/London',
  current_location: null,
  current_time_zone: null,
  ...overrides,
});

export const emptyProfile = () =>
  profile({
    full_name: null,
    birth_date: null,
    birth_time: null,
    birth_location: null,
    onboarding_completed: false,
    vedic_analysis: null,
    vedic_constitution: null,
    peak_energy_start: null,
    peak_energy_end: null,
    time_zone: null,
  });

const chart = () => ({
  utc: '1990-04-15T07:30:00.000Z',
  place: { name: 'London', region: 'England', country: 'United Kingdom', latitude: 51.5, longitude: -0.12, timeZone: 'Europe/London' },
  ayanamsa: 23.7,
  ascendant: { longitude: 10, sign: 0 },
  planets: [],
  moonNakshatra: { index: 0, name: 'Ashwini', pada: 1, lord: 'Ketu' as const },
});

export const analyzeResponse = (notes: string[] = []): AnalyzeResponse => ({
  analysis: analysis(),
  chart: chart(),
  place: { name: 'London', region: 'England', country: 'United Kingdom', latitude: 51.5, longitude: -0.12, timeZone: 'Europe/London' },
  birthTimeKnown: notes.length === 0,
  notes,
  profile: { ...emptyProfile(), vedic_analysis: analysis() },
});

/** GET /api/charts/dasha. */
export const dashaReport = (): DashaReport => ({ ...analysis().currentDasha!, mahadashas: [], antardashas: [], chart: chart() });

/** GET /api/charts/transits. */
export const transitReport = (description = 'Jupiter lifts your creativity.'): TransitReport => ({
  currentTransits: [{ planet: 'Jupiter', sign: 2, signName: 'Gemini', houseFromMoon: 5, impact: 'positive', description }],
  upcomingTransits: [],
  chart: chart(),
  checkedAt: '2026-11-23T09:00:00.000Z',
});

import { Planet } from './zodiac';

/** Spec section 3, "Phase planet themes": what each dasha lord's period is about, with focus areas. */
export interface PhasePlanetTheme {
  planet: Planet;
  theme: string;
  description: string;
  focus: string[];
}

export const PHASE_PLANET_THEMES: Readonly<Record<Planet, PhasePlanetTheme>> = {
  Sun: {
    planet: 'Sun',
    theme: 'Leadership',
    description: 'A period for stepping forward, owning your direction and letting your work be seen.',
    focus: ['leadership', 'visibility', 'vitality', 'purpose'],
  },
  Moon: {
    planet: 'Moon',
    theme: 'Intuition',
    description: 'A period for listening inward, tending relationships and trusting felt sense over plans.',
    focus: ['intuition', 'emotional care', 'home', 'rest'],
  },
  Mars: {
    planet: 'Mars',
    theme: 'Action',
    description: 'A period for decisive effort, physical energy and tackling what you have postponed.',
    focus: ['initiative', 'courage', 'exercise', 'decisive action'],
  },
  Mercury: {
    planet: 'Mercury',
    theme: 'Communication',
    description: 'A period for learning, writing, negotiating and connecting ideas and people.',
    focus: ['communication', 'learning', 'analysis', 'networking'],
  },
  Jupiter: {
    planet: 'Jupiter',
    theme: 'Growth',
    description: 'A period for expansion, teaching and learning, and following what gives life meaning.',
    focus: ['growth', 'wisdom', 'mentorship', 'generosity'],
  },
  Venus: {
    planet: 'Venus',
    theme: 'Harmony',
    description: 'A period for relationships, beauty, creativity and enjoying what you have built.',
    focus: ['relationships', 'creativity', 'pleasure', 'balance'],
  },
  Saturn: {
    planet: 'Saturn',
    theme: 'Building',
    description: 'A period for patient, disciplined work that lays foundations meant to last.',
    focus: ['discipline', 'structure', 'endurance', 'responsibility'],
  },
  Rahu: {
    planet: 'Rahu',
    theme: 'Innovation',
    description: 'A period for bold experiments, unfamiliar paths and ambitions that stretch you.',
    focus: ['innovation', 'ambition', 'technology', 'breaking patterns'],
  },
  Ketu: {
    planet: 'Ketu',
    theme: 'Reflection',
    description: 'A period for letting go, simplifying and turning attention toward insight.',
    focus: ['reflection', 'letting go', 'spiritual practice', 'simplicity'],
  },
};

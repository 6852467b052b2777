import type { Period } from '../lib/time-of-day';

/**
 * The four time-of-day palettes (spec section 1): morning warm peach and pink, midday orange,
 * afternoon red, pink and lilac, evening purple. `primary`…`accent` are the decorative dynamic
 * colours; the `base*` values are what text, buttons and focus rings use, chosen so white text
 * on `basePrimary` and `basePrimary` text on a light page (and `basePrimarySoft` on a dark page)
 * pass WCAG AA.
 */
export interface Palette {
  primary: string;
  secondary: string;
  tertiary: string;
  accent: string;
  basePrimary: string;
  basePrimaryDeep: string;
  basePrimarySoft: string;
  baseAccent: string;
  baseAccentDark: string;
  ring: string;
}

export const PALETTES: Record<Period, Palette> = {
  morning: {
    primary: '#ffb088',
    secondary: '#ff9eb5',
    tertiary: '#ffd3b0',
    accent: '#f48fb1',
    basePrimary: '#a8364f',
    basePrimaryDeep: '#7d2752',
    basePrimarySoft: '#f7a8bb',
    baseAccent: '#ffe6da',
    baseAccentDark: '#3a2028',
    ring: '#a8364f',
  },
  midday: {
    primary: '#ff9a3c',
    secondary: '#ffb55e',
    tertiary: '#ffd28a',
    accent: '#ff7a1a',
    basePrimary: '#a84300',
    basePrimaryDeep: '#9a3412',
    basePrimarySoft: '#ffb870',
    baseAccent: '#ffe9d1',
    baseAccentDark: '#3a2614',
    ring: '#a84300',
  },
  afternoon: {
    primary: '#ef5350',
    secondary: '#f48fb1',
    tertiary: '#c3a6e8',
    accent: '#e0457b',
    basePrimary: '#b02530',
    basePrimaryDeep: '#6b2a7e',
    basePrimarySoft: '#f59aa8',
    baseAccent: '#fbe1e8',
    baseAccentDark: '#371d2a',
    ring: '#b02530',
  },
  evening: {
    primary: '#7e57c2',
    secondary: '#9575cd',
    tertiary: '#5e35b1',
    accent: '#b388ff',
    basePrimary: '#6a3fc2',
    basePrimaryDeep: '#45268f',
    basePrimarySoft: '#c9b2ff',
    baseAccent: '#ece4ff',
    baseAccentDark: '#261d3d',
    ring: '#6a3fc2',
  },
};

/** The page-level custom properties a palette writes on <html>. */
export function paletteProperties(palette: Palette): Record<string, string> {
  return {
    '--dynamic-primary': palette.primary,
    '--dynamic-secondary': palette.secondary,
    '--dynamic-tertiary': palette.tertiary,
    '--dynamic-accent': palette.accent,
    '--primary': palette.basePrimary,
    '--primary-deep': palette.basePrimaryDeep,
    '--primary-soft': palette.basePrimarySoft,
    '--accent': palette.baseAccent,
    '--accent-dark': palette.baseAccentDark,
    '--ring': palette.ring,
  };
}

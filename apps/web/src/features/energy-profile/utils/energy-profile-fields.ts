import type { VedicAnalysis } from '@flow/contracts';
import { withoutTimedSentences, type ProfileTimeTexts } from '@flow/rhythm';
import { BLUEPRINT_DEFAULTS } from '../../../components/blueprint/blueprint-format';

export const NO_BLUEPRINT = 'No energy blueprint found';
export const COSMIC_LOAD_FAILED = 'Could not load cosmic influences';

export interface EnergyProfileField {
  key: string;
  label: string;
  value: string;
  /** Which analysis factor explains it. */
  factor: string;
  isDefault: boolean;
}

/** Shown when a field of the analysis is missing (spec: "with defaults if fields are missing"). */
export const FIELD_DEFAULTS = {
  pattern: `${BLUEPRINT_DEFAULTS.energyType}: steady energy through the day with room to adapt.`,
  rhythm: `Your energy builds through the morning, peaks from ${BLUEPRINT_DEFAULTS.peakStart} to ${BLUEPRINT_DEFAULTS.peakEnd} and eases off in the evening.`,
  focusWindows: `Deep focus from ${BLUEPRINT_DEFAULTS.peakStart} to 11:00; lighter, collaborative work until ${BLUEPRINT_DEFAULTS.peakEnd}.`,
  needs: 'Regular meals, daylight and short breaks between tasks.',
  stressTendency: 'Stress builds when the day has no pauses; notice when you start to rush.',
  restorativeElements: 'Fresh air, gentle movement and quiet time away from screens.',
  nourishment: 'Warm, simple meals at regular times.',
  advice: `Make lunch your main meal, finish dinner early and wind down from ${BLUEPRINT_DEFAULTS.recoveryTime}.`,
} as const;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** Said in a timed field until today's flow (the day model) has loaded. */
export const WINDOWS_PENDING = 'Your windows for today appear once your day has loaded.';

/** The fields whose times come from the day model, and where the model's sentence goes. */
const TIMED: Partial<Record<keyof typeof FIELD_DEFAULTS, { model: keyof ProfileTimeTexts; first: boolean }>> = {
  rhythm: { model: 'rhythm', first: false },
  focusWindows: { model: 'focusWindows', first: true },
  advice: { model: 'advice', first: true },
};

/** A timed field: the stored prose without the chart's own times, and the day model's sentence. */
function withModelTimes(key: keyof typeof FIELD_DEFAULTS, value: string, times: ProfileTimeTexts | null): string {
  const timed = TIMED[key];
  if (!timed) return value;
  const prose = withoutTimedSentences(value);
  const model = times?.[timed.model] ?? '';
  const parts = timed.first ? [model, prose] : [prose, model];
  return parts.filter(Boolean).join(' ') || WINDOWS_PENDING;
}

/**
 * The eight fields of the 'Your Energy Profile' card, in the spec's order. Every time in them is the
 * day model's (`times`, from today's flow), never the chart's own, so the profile and the day view agree.
 */
export function energyProfileFields(analysis: Partial<VedicAnalysis>, times: ProfileTimeTexts | null = null): EnergyProfileField[] {
  const pattern = text(analysis.constitution) ? [analysis.constitution, text(analysis.essence)].filter(Boolean).join(': ') : null;
  const rows: [keyof typeof FIELD_DEFAULTS, string, string | null, string][] = [
    ['pattern', 'Energy Pattern', pattern, 'constitution'],
    ['rhythm', 'Rhythm', text(analysis.rhythm), 'rhythm'],
    ['focusWindows', 'Focus Windows', text(analysis.focusWindows), 'focusWindows'],
    ['needs', 'Needs', text(analysis.needs), 'needs'],
    ['stressTendency', 'Stress Tendency', text(analysis.stressTendency), 'stressTendency'],
    ['restorativeElements', 'Restorative Elements', text(analysis.restorativeElements), 'restorativeElements'],
    ['nourishment', 'Nourishment', text(analysis.nourishment), 'nourishment'],
    ['advice', 'Advice', text(analysis.nourishAdvice), 'nourishAdvice'],
  ];
  return rows.map(([key, label, value, factor]) => ({
    key,
    label,
    value: withModelTimes(key, value ?? FIELD_DEFAULTS[key], times),
    factor,
    isDefault: value === null,
  }));
}

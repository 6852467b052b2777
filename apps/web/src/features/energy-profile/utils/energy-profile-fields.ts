import type { VedicAnalysis } from '@flow/contracts';
import { withoutTimedSentences, type ProfileTimeTexts } from '@flow/rhythm';
import { BLUEPRINT_DEFAULTS } from '../../../components/blueprint/blueprint-format';
import { energyTypeLabel } from '../../../components/blueprint/energy-type-label';
import { energyText } from './energy-profile-texts';

export interface EnergyProfileField {
  key: string;
  label: string;
  value: string;
  /** Which analysis factor explains it. */
  factor: string;
  isDefault: boolean;
}

type FieldKey = 'pattern' | 'rhythm' | 'focusWindows' | 'needs' | 'stressTendency' | 'restorativeElements' | 'nourishment' | 'advice';

/** Shown when a field of the analysis is missing (spec: "with defaults if fields are missing"), in the language on screen. */
const fieldDefault = (key: FieldKey): string =>
  energyText(`default.${key}`, {
    type: energyText('default.balanced'),
    start: BLUEPRINT_DEFAULTS.peakStart,
    end: BLUEPRINT_DEFAULTS.peakEnd,
    recovery: BLUEPRINT_DEFAULTS.recoveryTime,
  });

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The fields whose times come from the day model, and where the model's sentence goes. */
const TIMED: Partial<Record<FieldKey, { model: keyof ProfileTimeTexts; first: boolean }>> = {
  rhythm: { model: 'rhythm', first: false },
  focusWindows: { model: 'focusWindows', first: true },
  advice: { model: 'advice', first: true },
};

/** A timed field: the stored prose without the chart's own times, and the day model's sentence. */
function withModelTimes(key: FieldKey, value: string, times: ProfileTimeTexts | null): string {
  const timed = TIMED[key];
  if (!timed) return value;
  const prose = withoutTimedSentences(value);
  const model = times?.[timed.model] ?? '';
  const parts = timed.first ? [model, prose] : [prose, model];
  // Said in a timed field until today's flow (the day model) has loaded.
  return parts.filter(Boolean).join(' ') || energyText('windowsPending');
}

/**
 * The eight fields of the 'Your Energy Profile' card, in the spec's order. Every time in them is the
 * day model's (`times`, from today's flow), never the chart's own, so the profile and the day view agree.
 */
export function energyProfileFields(analysis: Partial<VedicAnalysis>, times: ProfileTimeTexts | null = null): EnergyProfileField[] {
  const pattern = text(analysis.constitution) ? [energyTypeLabel(analysis.constitution!), text(analysis.essence)].filter(Boolean).join(': ') : null;
  const rows: [FieldKey, string | null, string][] = [
    ['pattern', pattern, 'constitution'],
    ['rhythm', text(analysis.rhythm), 'rhythm'],
    ['focusWindows', text(analysis.focusWindows), 'focusWindows'],
    ['needs', text(analysis.needs), 'needs'],
    ['stressTendency', text(analysis.stressTendency), 'stressTendency'],
    ['restorativeElements', text(analysis.restorativeElements), 'restorativeElements'],
    ['nourishment', text(analysis.nourishment), 'nourishment'],
    ['advice', text(analysis.nourishAdvice), 'nourishAdvice'],
  ];
  return rows.map(([key, value, factor]) => ({
    key,
    label: energyText(`field.${key}`),
    value: withModelTimes(key, value ?? fieldDefault(key), times),
    factor,
    isDefault: value === null,
  }));
}

/** Spec 9: the energy type labels, from the elements that dominate a chart. */
export const ENERGY_TYPE_LABELS = ['DYNAMIC-INTENSE', 'INTENSE-STEADY', 'DYNAMIC-GROUNDED', 'DYNAMIC', 'INTENSE', 'STEADY', 'BALANCED'] as const;
export type EnergyTypeLabel = (typeof ENERGY_TYPE_LABELS)[number];

export type Element = 'air' | 'fire' | 'earth';

/** air+fire DYNAMIC-INTENSE, fire+earth INTENSE-STEADY, air+earth DYNAMIC-GROUNDED, air, fire, earth; balanced has none dominant. */
const ELEMENTS: Record<EnergyTypeLabel, readonly Element[]> = {
  'DYNAMIC-INTENSE': ['air', 'fire'],
  'INTENSE-STEADY': ['fire', 'earth'],
  'DYNAMIC-GROUNDED': ['air', 'earth'],
  DYNAMIC: ['air'],
  INTENSE: ['fire'],
  STEADY: ['earth'],
  BALANCED: [],
};

/** Spec 9: a profile without an energy analysis counts as Balanced. */
export const DEFAULT_ENERGY_TYPE: EnergyTypeLabel = 'BALANCED';

export function elementsOfEnergyType(type: EnergyTypeLabel): readonly Element[] {
  return ELEMENTS[type];
}

// Longest labels first, so 'DYNAMIC-INTENSE' is not read as 'DYNAMIC'.
const LABEL_PATTERN = new RegExp(`\\b(${[...ENERGY_TYPE_LABELS].sort((a, b) => b.length - a.length).join('|')})\\b`, 'i');
const ELEMENT_WORDS: [Element, RegExp][] = [
  ['air', /\b(air|vata)\b/i],
  ['fire', /\b(fire|pitta)\b/i],
  ['earth', /\b(earth|kapha)\b/i],
];

function typeOfElements(elements: Element[]): EnergyTypeLabel {
  const has = (e: Element) => elements.includes(e);
  if (has('air') && has('fire') && has('earth')) return 'BALANCED';
  if (has('air') && has('fire')) return 'DYNAMIC-INTENSE';
  if (has('fire') && has('earth')) return 'INTENSE-STEADY';
  if (has('air') && has('earth')) return 'DYNAMIC-GROUNDED';
  if (has('air')) return 'DYNAMIC';
  if (has('fire')) return 'INTENSE';
  if (has('earth')) return 'STEADY';
  return DEFAULT_ENERGY_TYPE;
}

/**
 * Reads the energy type from whatever an analysis says about it, first text first: an explicit
 * label ('Dynamic-Intense', 'STEADY') wins; otherwise the elements it names (air/vata, fire/pitta,
 * earth/kapha); otherwise Balanced.
 */
export function energyTypeOf(...texts: (string | null | undefined)[]): EnergyTypeLabel {
  for (const text of texts) {
    const label = text ? LABEL_PATTERN.exec(text) : null;
    if (label) return label[1]!.toUpperCase() as EnergyTypeLabel;
  }
  for (const text of texts) {
    if (!text) continue;
    const elements = ELEMENT_WORDS.filter(([, pattern]) => pattern.test(text)).map(([element]) => element);
    if (elements.length) return typeOfElements(elements);
  }
  return DEFAULT_ENERGY_TYPE;
}

/** 'DYNAMIC-INTENSE' → 'Dynamic-Intense', for sentences. */
export function energyTypeName(type: EnergyTypeLabel): string {
  return type
    .split('-')
    .map((part) => part.charAt(0) + part.slice(1).toLowerCase())
    .join('-');
}

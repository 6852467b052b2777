import { changeLanguage } from '../../i18n';
import { energyTypeLabel } from './energy-type-label';

const TYPES = ['DYNAMIC-INTENSE', 'INTENSE-STEADY', 'DYNAMIC-GROUNDED', 'DYNAMIC', 'INTENSE', 'STEADY', 'BALANCED', 'Balanced', 'Dynamic-Intense'];

describe('energyTypeLabel', () => {
  it('keeps the spec’s English labels as they are', () => {
    expect(TYPES.map(energyTypeLabel)).toEqual(TYPES);
  });

  it('names every type in Hindi as libs/i18n’s blueprint does, and shows anything else as it came', async () => {
    await changeLanguage('hi');
    try {
      expect(TYPES.map(energyTypeLabel)).toEqual(['गतिशील-तीव्र', 'तीव्र-स्थिर', 'गतिशील-दृढ़', 'गतिशील', 'तीव्र', 'स्थिर', 'संतुलित', 'संतुलित', 'गतिशील-तीव्र']);
      expect(energyTypeLabel('गतिशील')).toBe('गतिशील');
    } finally {
      await changeLanguage('en');
    }
  });
});

import { elementsOfEnergyType, energyTypeName, energyTypeOf } from './energy-type';

describe('energy type (spec 9 labels)', () => {
  it('reads an explicit label anywhere in the text, longest label first', () => {
    expect(energyTypeOf('DYNAMIC-INTENSE')).toBe('DYNAMIC-INTENSE');
    expect(energyTypeOf('Your constitution is Intense-Steady: fire with earth')).toBe('INTENSE-STEADY');
    expect(energyTypeOf('dynamic')).toBe('DYNAMIC');
  });

  it('falls back to the elements a text names', () => {
    expect(energyTypeOf('Air and fire dominate your chart')).toBe('DYNAMIC-INTENSE');
    expect(energyTypeOf('A pitta–kapha constitution')).toBe('INTENSE-STEADY');
    expect(energyTypeOf('earth')).toBe('STEADY');
    expect(energyTypeOf('air, fire and earth in equal measure')).toBe('BALANCED');
  });

  it('prefers the first text that names a label over element words elsewhere', () => {
    expect(energyTypeOf(null, 'fire sign', 'STEADY')).toBe('STEADY');
    expect(energyTypeOf(undefined, 'fire sign')).toBe('INTENSE');
  });

  it('is Balanced when nothing is known (spec 9 default)', () => {
    expect(energyTypeOf()).toBe('BALANCED');
    expect(energyTypeOf(null, '', 'calm and kind')).toBe('BALANCED');
  });

  it('maps labels to elements and names', () => {
    expect(elementsOfEnergyType('DYNAMIC-GROUNDED')).toEqual(['air', 'earth']);
    expect(elementsOfEnergyType('BALANCED')).toEqual([]);
    expect(energyTypeName('DYNAMIC-INTENSE')).toBe('Dynamic-Intense');
  });
});

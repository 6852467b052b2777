import { blueprintFromProfile, DEFAULT_BLUEPRINT, energyTypeLabel, parseEnergyType, parseRecoveryTime, peakHoursText, PROFILE_DEFAULTS } from '../src';

describe('defaults when the profile lacks data', () => {
  it('uses energy type Balanced, peak hours 09:00 to 13:00 and recovery time 9pm - 11pm', () => {
    expect(DEFAULT_BLUEPRINT.energyType).toBe('BALANCED');
    expect(energyTypeLabel(DEFAULT_BLUEPRINT.energyType)).toBe('Balanced');
    expect(peakHoursText(DEFAULT_BLUEPRINT)).toBe('09:00 to 13:00');
    expect(DEFAULT_BLUEPRINT.recoveryText).toBe('9pm - 11pm');
    expect(DEFAULT_BLUEPRINT.defaults).toEqual(['energyType', 'peakWindow', 'recoveryTime', 'dasha']);
    expect(PROFILE_DEFAULTS).toEqual({ energyType: 'BALANCED', energyTypeLabel: 'Balanced', peakHours: '09:00 to 13:00', recoveryTime: '9pm - 11pm' });
  });

  it('uses the spec’s default peak hours 09:00–13:00 for the blocks too (one truth: the text and the day agree)', () => {
    expect(DEFAULT_BLUEPRINT.peak).toEqual({ start: 540, end: 780 });
  });

  it('fills only what is missing: a profile with a peak window keeps it', () => {
    const bp = blueprintFromProfile({ peak_energy_start: '10:15:00', peak_energy_end: '14:00:00', vedic_analysis: null });
    expect(bp.peak).toEqual({ start: 615, end: 840 });
    expect(peakHoursText(bp)).toBe('10:15 to 14:00');
    expect(bp.defaults).toEqual(['energyType', 'recoveryTime', 'dasha']);
  });
});

describe('reading the blueprint from a profile', () => {
  it('reads the energy type from the analysis, then from vedic_constitution', () => {
    expect(blueprintFromProfile({ vedic_analysis: { constitution: 'DYNAMIC-GROUNDED' } }).energyType).toBe('DYNAMIC-GROUNDED');
    expect(blueprintFromProfile({ vedic_constitution: 'intense steady' }).energyType).toBe('INTENSE-STEADY');
    expect(parseEnergyType('Balanced')).toBe('BALANCED');
    expect(parseEnergyType('fiery')).toBeNull();
  });

  it('reads the recovery time in the spec’s style', () => {
    expect(parseRecoveryTime('8:30pm - 10pm')).toEqual({ start: 1230, end: 1320 });
    expect(parseRecoveryTime('9:30pm – 11pm')).toEqual({ start: 1290, end: 1380 });
    expect(parseRecoveryTime('10pm - 12am')).toEqual({ start: 1320, end: 1440 });
    expect(parseRecoveryTime('9am - 11am')).toBeNull();
  });

  it('ignores a peak window outside the waking day or shorter than an hour', () => {
    expect(blueprintFromProfile({ peak_energy_start: '02:00', peak_energy_end: '04:00' }).defaults).toContain('peakWindow');
    expect(blueprintFromProfile({ peak_energy_start: '09:00', peak_energy_end: '09:30' }).defaults).toContain('peakWindow');
  });

  it('takes the dasha computed for the date over the one stored at analysis time', () => {
    const profile = {
      vedic_analysis: { constitution: 'STEADY', currentDasha: { mahadasha: { planet: 'Saturn' as const }, antardasha: { planet: 'Mercury' as const } } },
    };
    expect(blueprintFromProfile(profile).dashaLord).toBe('Saturn');
    expect(blueprintFromProfile(profile, { mahadasha: 'Mercury', antardasha: 'Ketu' })).toMatchObject({ dashaLord: 'Mercury', antardashaLord: 'Ketu' });
  });
});

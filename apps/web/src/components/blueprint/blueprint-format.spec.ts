import { analysis, profile } from '../../testing/fixtures';
import { BLUEPRINT_DEFAULTS, dashaLines, energySnapshot, factsFor, hhmm, remaining } from './blueprint-format';

describe('blueprint formatting', () => {
  it('uses the spec defaults when the profile lacks data (Balanced, 09:00–13:00, 9pm - 11pm)', () => {
    expect(energySnapshot(null)).toEqual({ energyType: 'Balanced', peakStart: '09:00', peakEnd: '13:00', recoveryTime: '9pm - 11pm' });
    expect(BLUEPRINT_DEFAULTS).toEqual({ energyType: 'Balanced', peakStart: '09:00', peakEnd: '13:00', recoveryTime: '9pm - 11pm' });
  });

  it('reads the stored peak window (HH:MM:SS) as HH:MM and the energy type from the analysis', () => {
    expect(energySnapshot(profile())).toEqual({ energyType: 'DYNAMIC-INTENSE', peakStart: '08:00', peakEnd: '12:30', recoveryTime: '8:30pm - 10pm' });
    expect(hhmm('14:05:00')).toBe('14:05');
    expect(hhmm(null)).toBeNull();
  });

  it('writes remaining dasha time in years, or months under a year', () => {
    expect(remaining(4.25)).toBe('4.3 years');
    expect(remaining(0.08)).toBe('1 month');
    expect(remaining(0.4)).toBe('5 months');
    expect(dashaLines(analysis().currentDasha!).map((l) => `${l.planet} ${l.level} ${l.remaining}`)).toEqual([
      'Jupiter Mahadasha 4.3 years',
      'Saturn Antardasha 1.5 years',
      'Mercury Pratyantardasha 3 months',
    ]);
  });

  it('finds the chart facts behind a field', () => {
    expect(factsFor(analysis(), 'peakEnergy')).toEqual(['Moon waxing at birth']);
    expect(factsFor(analysis(), 'unknown')).toEqual([]);
  });
});

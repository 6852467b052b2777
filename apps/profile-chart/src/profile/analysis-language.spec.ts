import { analyzeBirthChart } from '@flow/chart';
import type { VedicAnalysis } from '@flow/contracts';
import { analysisInLanguage } from './analysis-language';

const stored = (): VedicAnalysis =>
  JSON.parse(
    JSON.stringify(
      analyzeBirthChart({ birthDate: '1990-04-13', birthTime: '07:10', birthPlace: 'Mumbai, India' }, { now: new Date('2026-11-22T12:00:00Z') }).vedicAnalysis,
    ),
  );

describe('a stored analysis in the person’s language', () => {
  it('passes English as stored', () => {
    const analysis = stored();
    expect(analysisInLanguage(analysis, 'en')).toBe(analysis);
  });

  it('writes Hindi from the analysis’ facts', () => {
    const hindi = analysisInLanguage(stored(), 'hi');
    expect(hindi.essence).toMatch(/^आपकी प्रकृति /);
    expect(hindi.peakEnergyStart).toBe(stored().peakEnergyStart);
  });

  it('writes Hindi for an analysis stored before it kept its facts, the same as for one that did', () => {
    const { blueprint: _facts, ...older } = stored();
    const hindi = analysisInLanguage(older, 'hi');
    expect(hindi.essence).toBe(analysisInLanguage(stored(), 'hi').essence);
    expect(hindi.blueprint).toBeUndefined();
  });

  it('leaves an analysis it cannot read as stored rather than failing the read', () => {
    const broken = { ...stored(), blueprint: undefined, chart: { planets: [] } } as unknown as VedicAnalysis;
    expect(analysisInLanguage(broken, 'hi').essence).toBe(broken.essence);
    const odd = { ...stored(), blueprint: { energyType: 'DYNAMIC' } } as unknown as VedicAnalysis;
    expect(analysisInLanguage(odd, 'hi').essence).toBe(odd.essence);
  });
});

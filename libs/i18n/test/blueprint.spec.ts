import { analyzeBirthChart, blueprintFactsOf, type BirthInput, NAKSHATRA_NAMES, SIGN_NAMES, type StoredAnalysis } from '@flow/chart';
import { BlueprintFacts, type VedicAnalysis } from '@flow/contracts';
import { analysisIn, analysisNotesIn, CATALOGS, writeBlueprint } from '../src';

const NOW = new Date('2026-11-22T12:00:00Z');
const PLACES = ['Mumbai, India', 'London, UK', 'New York, USA', 'Sydney, Australia', 'Delhi, India'];
const TEXTS = ['essence', 'rhythm', 'focusWindows', 'needs', 'stressTendency', 'restorativeElements', 'nourishment', 'nourishAdvice'] as const;

/** Births spread over 80 years, five places, with and without a birth time: every nakshatra, type and sign turns up. */
const births: BirthInput[] = Array.from({ length: 90 }, (_, i) => ({
  birthDate: new Date(Date.UTC(1945, 0, 1) + i * 331 * 86_400_000).toISOString().slice(0, 10),
  birthTime: i % 5 === 4 ? null : `${String((i * 7) % 24).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}`,
  birthPlace: PLACES[i % PLACES.length],
}));
const analyses = births.map((birth) => analyzeBirthChart(birth, { now: NOW }).vedicAnalysis);
/** As the profile stores it and reads it back (JSON). */
const stored = (a: (typeof analyses)[number]): VedicAnalysis => JSON.parse(JSON.stringify(a));

const latinWords = (text: string) => text.replace(/FLOW/g, '').match(/[A-Za-z]{2,}/g) ?? [];

describe('the energy blueprint written from its facts', () => {
  it('writes English word for word as the chart engine does: prose and "Why?" facts', () => {
    for (const analysis of analyses) {
      const written = writeBlueprint(stored(analysis).blueprint!, 'en');
      for (const field of TEXTS) expect({ field, text: written[field] }).toEqual({ field, text: analysis[field] });
      expect(written.factors).toEqual(analysis.factors);
    }
  });

  it('keeps the facts the shared contract describes', () => {
    for (const analysis of analyses) expect(BlueprintFacts.safeParse(stored(analysis).blueprint).success).toBe(true);
  });

  it('reads the same facts back from an analysis stored before it kept them (its chart, dasha and peak)', () => {
    for (const analysis of analyses) {
      const { blueprint, ...older } = stored(analysis);
      expect(blueprintFactsOf(older as unknown as StoredAnalysis)).toEqual(blueprint);
    }
    expect(blueprintFactsOf({})).toBeNull();
  });

  it('writes Hindi in Devanagari, with no English word left, every sentence ending in the danda', () => {
    for (const analysis of analyses) {
      const written = writeBlueprint(stored(analysis).blueprint!, 'hi');
      for (const field of TEXTS) {
        expect({ field, latin: latinWords(written[field]) }).toEqual({ field, latin: [] });
        expect(written[field]).toMatch(/[\u0900-\u097F]/);
        expect(written[field].trim().endsWith('।')).toBe(true);
      }
      for (const factor of written.factors) for (const fact of factor.facts) expect({ fact, latin: latinWords(fact) }).toEqual({ fact, latin: [] });
    }
  });

  it('has every nakshatra, sign and energy type in Hindi (no id shows through)', () => {
    const facts = stored(analyses[0]).blueprint!;
    const types = ['DYNAMIC-INTENSE', 'INTENSE-STEADY', 'DYNAMIC-GROUNDED', 'DYNAMIC', 'INTENSE', 'STEADY', 'BALANCED'] as const;
    for (let i = 0; i < NAKSHATRA_NAMES.length; i++) {
      const sign = i % SIGN_NAMES.length;
      const variant: BlueprintFacts = {
        ...facts,
        energyType: types[i % types.length],
        moon: { ...facts.moon, nakshatra: i, sign },
        sun: { ...facts.sun, sign: (sign + 3) % 12 },
        ascendant: { sign, element: 'fire', degree: 3.2 },
      };
      const written = writeBlueprint(variant, 'hi');
      for (const field of TEXTS) expect({ i, field, latin: latinWords(written[field]) }).toEqual({ i, field, latin: [] });
    }
  });

  it('writes a stored profile’s analysis in the person’s language; English passes as stored', () => {
    const analysis = stored(analyses[0]);
    expect(analysisIn(analysis, 'en')).toBe(analysis);
    const hindi = analysisIn(analysis, 'hi');
    expect(hindi.essence).toMatch(/^आपकी प्रकृति /);
    expect(hindi.constitution).toBe(analysis.constitution);
    expect(hindi.peakEnergyStart).toBe(analysis.peakEnergyStart);
    const { blueprint: _facts, ...older } = analysis;
    expect(analysisIn(older, 'hi')).toEqual(older);
  });

  it('says the analysis notes in Hindi, nakshatra names in Devanagari', () => {
    const notes = [
      'Birth time unknown: the chart is cast for 12:00 local time, so the ascendant and houses from it are left out and the Moon may be up to about 6.5° from its true birth position.',
      'The Moon moved from Rohini into Mrigashira during the birth date, so the nakshatra and dasha depend on the birth time.',
      'The birth time fell in a daylight-saving gap; it was read as 03:30 local time.',
    ];
    const said = analysisNotesIn(notes, 'hi');
    expect(said[0]).toBe(CATALOGS.blueprint.hi['note.birthTimeUnknown']);
    expect(said[1]).toBe('जन्म की तारीख़ के दौरान चंद्रमा रोहिणी से मृगशिरा नक्षत्र में गया, इसलिए नक्षत्र और दशा जन्म के समय पर निर्भर हैं।');
    expect(said[2]).toBe('जन्म का समय डेलाइट-सेविंग के अंतराल में पड़ा; इसे स्थानीय समय 03:30 माना गया।');
    expect(analysisNotesIn(notes, 'en')).toEqual(notes);
  });
});

import type { BlueprintFacts, Language, VedicAnalysis } from '@flow/contracts';
import { CATALOGS } from './catalogs';
import { createLocalizer } from './localizer';
import { createTranslator, type DomainCatalogs, type MessageValues } from './translator';

/**
 * The energy blueprint's prose written from its facts (issue 41) in the person's language: English word
 * for word as @flow/chart's composeBlueprint writes it (test/blueprint.spec.ts holds the two together),
 * Hindi with the Vedic terms in Devanagari. Called when a profile or an analysis is read, so a change of
 * language in Settings changes the text without casting the chart again.
 */
export type BlueprintTexts = Required<
  Pick<VedicAnalysis, 'essence' | 'rhythm' | 'focusWindows' | 'needs' | 'stressTendency' | 'restorativeElements' | 'nourishment' | 'nourishAdvice' | 'factors'>
>;

const { blueprint, blueprintTraits, blueprintNakshatras, vedic } = CATALOGS;
/** The Vedic catalog's ids of the 27 nakshatras and the 12 signs, in the chart engine's order (Ashwini 0, Aries 0). */
const idsOf = (prefix: string) => Object.keys(vedic.en).filter((id) => id.startsWith(prefix));
const NAKSHATRAS = idsOf('nakshatra.');
const SIGNS = idsOf('sign.');
/** One catalog of everything the blueprint says (the ids of the four do not overlap). */
const BLUEPRINT_CATALOGS: DomainCatalogs = {
  en: { ...vedic.en, ...blueprint.en, ...blueprintTraits.en, ...blueprintNakshatras.en },
  hi: { ...vedic.hi, ...blueprint.hi, ...blueprintTraits.hi, ...blueprintNakshatras.hi },
};
/** The analysis' notes are sentences the chart wrote in English: said again by their patterns. */
const NOTE_TEXTS: readonly DomainCatalogs[] = [blueprint, vedic];

const pct = (x: number): string => `${Math.round(x * 100)}%`;
/** '8:30pm - 10pm' → '20:30–22:00': the recovery window on a 24-hour clock, for languages without am/pm. */
const clock24 = (range: string): string =>
  range
    .replace(
      /(\d{1,2})(?::(\d{2}))?\s?([ap])m/gi,
      (_, h: string, m: string | undefined, ap: string) => `${String((Number(h) % 12) + (ap.toLowerCase() === 'p' ? 12 : 0)).padStart(2, '0')}:${m ?? '00'}`,
    )
    .replace(/\s*-\s*/, '–');
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Written blueprints by language and facts: a profile is read far more often than its facts change. */
const written = new Map<string, BlueprintTexts>();
const WRITTEN_MAX = 2_000;

/** The blueprint's prose and "Why?" facts from its facts, in the language. */
export function writeBlueprint(f: BlueprintFacts, language: Language | null | undefined): BlueprintTexts {
  const key = `${language ?? 'en'}\u0000${JSON.stringify(f)}`;
  let texts = written.get(key);
  if (!texts) {
    texts = compose(f, language);
    if (written.size >= WRITTEN_MAX) written.delete(written.keys().next().value as string);
    written.set(key, texts);
  }
  return structuredClone(texts);
}

function compose(f: BlueprintFacts, language: Language | null | undefined): BlueprintTexts {
  const tr = createTranslator(language, BLUEPRINT_CATALOGS);
  const t = (id: string, values?: MessageValues) => tr.t(id, values);
  const sign = (i: number) => t(SIGNS[i]);
  const graha = (planet: string) => t(`graha.${planet.toLowerCase()}`);
  const element = (e: string) => t(`element.${e}`);
  const nakshatra = t(NAKSHATRAS[f.moon.nakshatra]);
  const lore = (key: string) => t(`nakshatra.${f.moon.nakshatra}.${key}`);
  const trait = (key: string) => t(`type.${f.energyType}.${key}`);
  const type = t(`type.${f.energyType}`);
  const { peak, moon, sun, mercury, ascendant, mix, dasha, lacking, strongest } = f;
  // English keeps the ISO date it always wrote; other languages read a date as their locale writes it.
  const until = tr.language === 'en' ? dasha.until : tr.date(new Date(`${dasha.until}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  const maha = graha(dasha.mahadasha);
  const antar = graha(dasha.antardasha);

  const essence = [
    t('essence.portrait', { type, portrait: trait('portrait') }),
    t('essence.moon', { nakshatra, symbol: lore('symbol'), deity: lore('deity'), pada: String(moon.pada), gift: lore('gift') }),
    ascendant
      ? t('essence.ascendant', { ascendant: t(`sign.${ascendant.sign}.ascendant`), sign: sign(sun.sign), drive: t(`sign.${sun.sign}.sun`) })
      : t('essence.noAscendant', { sign: sign(sun.sign), drive: t(`sign.${sun.sign}.sun`) }),
  ].join(' ');
  const chapter = {
    chapter: t(`chapter.${dasha.mahadasha}`),
    maha,
    until,
    antar,
    focus1: t(`focus.${dasha.antardasha}.0`),
    focus2: t(`focus.${dasha.antardasha}.1`),
  };
  const rhythm = [trait('rhythm'), t('rhythm.peak', { start: peak.start, end: peak.end }), t(`gana.${moon.gana}`), t('rhythm.chapter', chapter)].join(' ');
  const focusWindows = [
    t('focus.split', { start: peak.start, split: f.focus.split, end: peak.end }),
    t(f.energyType.startsWith('DYNAMIC') ? 'focus.burst' : 'focus.second', f.focus.second),
    t(mercury.retrograde ? 'focus.mercuryRetrograde' : 'focus.mercury', { sign: sign(mercury.sign), style: t(`mercury.${mercury.element}`) }),
  ].join(' ');
  const needs = [
    t('needs.moon', { sign: sign(moon.sign), settles: t(`sign.${moon.sign}.moon`), nakshatra, need: lore('need') }),
    lacking ? t('needs.lacking', { element: lacking, share: pct(mix[lacking]), remedy: t(`remedy.${lacking}`) }) : t('needs.even'),
  ].join(' ');
  const stressTendency = [trait('stress'), t('stress.nakshatra', { nakshatra, stress: lore('stress') }), t(`strain.${dasha.mahadasha}`)].join(' ');
  const restore = { restore: cap(lore('restore')), relief: t(`relief.${strongest}`), element: element(strongest) };
  const restorativeElements =
    lacking && lacking !== strongest ? t('restore.reliefAndRemedy', { ...restore, remedy: t(`remedy.${lacking}`) }) : t('restore.relief', restore);
  const nourishment = [trait('nourishment'), ...(moon.element === 'water' ? [t('nourish.waterMoon')] : [])].join(' ');
  const nourishAdvice = [
    t(f.dominant.includes('fire') ? 'advice.breakfastFire' : 'advice.breakfast', { time: f.meals.breakfastBy }),
    t('advice.meals', { mainMeal: f.meals.mainMeal, dinnerBy: f.meals.dinnerBy }),
    ...(f.dominant.includes('air') ? [t('advice.air')] : []),
  ].join(' ');

  const moonFact = t('fact.moon', {
    nakshatra,
    pada: String(moon.pada),
    symbol: lore('symbol'),
    lord: graha(moon.lord),
    gana: moon.gana,
    sign: sign(moon.sign),
  });
  const ascFact = ascendant
    ? t('fact.ascendant', { sign: sign(ascendant.sign), element: element(ascendant.element), degree: ascendant.degree.toFixed(1) })
    : t('fact.noAscendant');
  const sunFact = t('fact.sun', { sign: sign(sun.sign), element: element(sun.element) });
  const mixFact = t('fact.mix', { fire: pct(mix.fire), earth: pct(mix.earth), air: pct(mix.air), water: pct(mix.water) });
  const dashaFact = t('fact.dasha', { maha, until, antar, pratyantar: graha(dasha.pratyantardasha) });
  const peakFact = t('fact.peak', { start: peak.start, end: peak.end });
  const typeFact = t('fact.type', { type });
  const contributions = f.contributions.map((c) =>
    t(`fact.contribution.${c.source}`, { planet: c.planet ? graha(c.planet) : '', sign: sign(c.sign), element: element(c.element), weight: String(c.weight) }),
  );
  const mercuryFact = t(mercury.retrograde ? 'fact.mercuryRetrograde' : 'fact.mercury', { sign: sign(mercury.sign), element: element(mercury.element) });
  const dominant = f.dominant.length ? t('fact.dominant', { elements: f.dominant.map(element).join(' + ') }) : t('fact.dominantNone');
  const transitsFrom = ascendant
    ? t('fact.transitsFromBoth', { sign: sign(moon.sign), ascendant: sign(ascendant.sign) })
    : t('fact.transitsFrom', { sign: sign(moon.sign) });
  const factors: BlueprintTexts['factors'] = [
    { field: 'constitution', facts: [...contributions, mixFact, t('fact.typeRule', { type })] },
    { field: 'essence', facts: [moonFact, ascFact, sunFact, mixFact] },
    { field: 'rhythm', facts: [moonFact, peakFact, dashaFact, ascFact] },
    { field: 'focusWindows', facts: [peakFact, mercuryFact, typeFact] },
    { field: 'needs', facts: [moonFact, mixFact] },
    { field: 'stressTendency', facts: [typeFact, moonFact, dashaFact] },
    { field: 'restorativeElements', facts: [moonFact, mixFact] },
    { field: 'nourishment', facts: [typeFact, t('fact.moonSign', { sign: sign(moon.sign), element: element(moon.element) })] },
    {
      field: 'nourishAdvice',
      facts: [peakFact, t('fact.recovery', { time: tr.language === 'en' ? f.restorativeTime : clock24(f.restorativeTime) }), dominant],
    },
    { field: 'restorativeTime', facts: [t('fact.typeWhy', { type, why: trait('restorativeWhy') })] },
    { field: 'peakEnergy', facts: [mixFact, t('fact.moonPhase', { phase: f.moonWaxing ? 'waxing' : 'waning' }), typeFact] },
    { field: 'currentDasha', facts: [dashaFact, t('fact.birthMoon', { nakshatra, lord: graha(moon.lord) })] },
    { field: 'currentTransits', facts: [transitsFrom] },
  ];
  return { essence, rhythm, focusWindows, needs, stressTendency, restorativeElements, nourishment, nourishAdvice, factors };
}

/** An analysis' caveats (no birth time, a daylight-saving edge) in the language. */
export function analysisNotesIn(notes: readonly string[], language: Language | null | undefined): string[] {
  if (!language || language === 'en') return [...notes];
  return notes.map(createLocalizer(language, NOTE_TEXTS));
}

/**
 * A stored analysis as the person reads it: its prose, "Why?" facts and notes in their language, from
 * `facts` (the analysis' own `blueprint`, or what the caller read back from an older one's chart).
 * English with its prose stored passes unchanged; without facts the stored text stays as it is.
 */
export function analysisIn<T extends Partial<VedicAnalysis>>(analysis: T, language: Language | null | undefined, facts = analysis.blueprint): T {
  const english = !language || language === 'en';
  if (english && typeof analysis.essence === 'string') return analysis;
  const notes = analysis.notes ? { notes: analysisNotesIn(analysis.notes, language) } : {};
  return facts ? { ...analysis, ...writeBlueprint(facts, language), ...notes } : { ...analysis, ...notes };
}

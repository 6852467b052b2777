import { BlueprintFacts, blueprintFacts, moonWaxing } from './blueprint-facts';
import { DashaSummary, RunningDasha } from './dasha';
import { describeContribution, ElementBalance, EnergyElement, EnergyType, PeakWindow } from './elements';
import { ELEMENT_EXCESS_RELIEF, ELEMENT_REMEDY, ENERGY_LORE } from './energy-lore';
import { NAKSHATRA_LORE } from './nakshatra-lore';
import { PHASE_PLANET_THEMES } from './phase-themes';
import { CastChart } from './positions';
import { SIGN_LORE } from './sign-lore';
import { TransitResult } from './transits';
import { NAKSHATRA_NAMES, nakshatraLord, Planet, SIGN_ELEMENTS } from './zodiac';

/** Turns chart facts into the spec's vedic_analysis prose, and records which facts produced each field. */

export type AnalysisFactor = {
  field: string;
  facts: string[];
};

export interface BlueprintText {
  constitution: EnergyType;
  essence: string;
  rhythm: string;
  focusWindows: string;
  needs: string;
  stressTendency: string;
  restorativeElements: string;
  nourishment: string;
  nourishAdvice: string;
  restorativeTime: string;
  factors: AnalysisFactor[];
  /** The same blueprint as data, for writing it in another language. */
  facts: BlueprintFacts;
}

export interface BlueprintInput {
  chart: CastChart;
  birthTimeKnown: boolean;
  balance: ElementBalance;
  energyType: EnergyType;
  dominant: EnergyElement[];
  peak: PeakWindow;
  dasha: RunningDasha;
  summary: DashaSummary;
  transits: TransitResult;
}

const GANA_RHYTHM = {
  deva: 'As a deva-gana nakshatra you tend to feel clearest early; a late, rushed start costs you more than most.',
  manushya: 'As a manushya-gana nakshatra your energy follows the people and tasks around you, so guard your peak from other people’s schedules.',
  rakshasa: 'As a rakshasa-gana nakshatra you have reserves for intense pushes, but each one needs deliberate recovery afterwards.',
} as const;

const MERCURY_STYLE: Record<string, string> = {
  fire: 'you think best moving quickly toward a decision, so put choices and pitches early',
  earth: 'you think best with a concrete problem in front of you, so save abstract planning for when you have data',
  air: 'you think best out loud or on paper with others, so pair deep work with a short talk-through',
  water: 'you think best after letting a question sit, so draft one day and decide the next',
};

const DASHA_STRAIN: Record<Planet, string> = {
  Sun: 'The Sun period can add pressure to prove yourself; notice when pride keeps you from resting.',
  Moon: 'The Moon period makes you more sensitive to emotional tides, so moods deserve the same respect as deadlines.',
  Mars: 'The Mars period adds heat and haste; count to ten before reacting.',
  Mercury: 'The Mercury period can tip into overthinking and too many open tabs, mental and literal.',
  Jupiter: 'The Jupiter period tempts you to say yes to everything; optimism is a resource, not a plan.',
  Venus: 'The Venus period can blur into comfort and indulgence when you are tired.',
  Saturn: 'The Saturn period adds weight and a feeling of slow progress; steady, small steps are the way through.',
  Rahu: 'The Rahu period brings restlessness and a pull toward overreach; check that each new goal is really yours.',
  Ketu: 'The Ketu period can feel detached or directionless; simplicity and quiet practice help more than pushing.',
};

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const article = (word: string): string => (/^[AEIOU]/.test(word) ? 'An' : 'A');

export function composeBlueprint(input: BlueprintInput): BlueprintText {
  const { chart, balance, energyType, peak, dasha } = input;
  const planet = (name: Planet) => chart.planets.find((p) => p.name === name)!;
  const moon = planet('Moon');
  const sun = planet('Sun');
  const mercury = planet('Mercury');
  const asc = chart.ascendant;
  const nak = NAKSHATRA_LORE[moon.nakshatra];
  const nakName = NAKSHATRA_NAMES[moon.nakshatra];
  const lore = ENERGY_LORE[energyType];
  const maha = dasha.mahadasha.planet;
  const antar = dasha.antardasha.planet;
  const mahaTheme = PHASE_PLANET_THEMES[maha];
  const antarTheme = PHASE_PLANET_THEMES[antar];
  const shares = balance.energy;
  const facts = blueprintFacts({
    chart,
    energyType,
    dominant: input.dominant,
    energy: shares,
    water: balance.elements.water,
    contributions: balance.contributions,
    peak,
    dasha,
  });
  const { strongest, lacking } = facts;

  const moonFact = `Moon in ${nakName} pada ${moon.pada} (${nak.symbol}; ruled by ${nakshatraLord(moon.nakshatra)}; ${nak.gana} gana), sign ${moon.signName}`;
  const ascFact = asc ? `Ascendant ${asc.signName} (${SIGN_ELEMENTS[asc.sign]}, ${asc.degreeInSign.toFixed(1)}°)` : 'Ascendant unknown (no birth time)';
  const sunFact = `Sun in ${sun.signName} (${SIGN_ELEMENTS[sun.sign]})`;
  const mixFact = `Element mix fire ${pct(shares.fire)}, earth ${pct(shares.earth)}, air ${pct(shares.air)} (water ${pct(balance.elements.water)} folded in)`;
  const dashaFact = `${maha} mahadasha until ${dasha.mahadasha.endDate}, ${antar} antardasha, ${dasha.pratyantardasha.planet} pratyantardasha`;

  const essence =
    `Your constitution reads ${energyType} — ${lore.portrait}. ` +
    `Your Moon rests in ${nakName}, whose symbol is ${nak.symbol} and whose deity is ${nak.deity}; in pada ${moon.pada} it gives you ${nak.gift}. ` +
    (asc
      ? `${article(asc.signName)} ${asc.signName} ascendant ${SIGN_LORE[asc.sign].ascendant}, and the Sun in ${sun.signName} drives you toward ${SIGN_LORE[sun.sign].sun}.`
      : `The Sun in ${sun.signName} drives you toward ${SIGN_LORE[sun.sign].sun}; without a birth time the ascendant is left out of this portrait.`);

  const rhythm =
    `${lore.rhythm} Your natural peak runs ${peak.start}–${peak.end}. ${GANA_RHYTHM[nak.gana]} ` +
    `You are in a ${mahaTheme.theme.toLowerCase()} chapter (${maha} mahadasha until ${dasha.mahadasha.endDate}), with ${antar} colouring the current stretch toward ${antarTheme.focus[0]} and ${antarTheme.focus[1]}.`;

  const focus = focusPlan(energyType, peak, facts);
  const mercuryElement = SIGN_ELEMENTS[mercury.sign];
  const focusWindows =
    `Deep focus: ${focus.deep}. Lighter, collaborative work: ${focus.light}. ${focus.second} ` +
    `With Mercury in ${mercury.signName}${mercury.retrograde ? ' (retrograde at birth)' : ''}, ${MERCURY_STYLE[mercuryElement]}.`;

  const needs =
    `With the Moon in ${moon.signName} you are settled by ${SIGN_LORE[moon.sign].moon}, and ${nakName} adds a need for ${nak.need}. ` +
    (lacking
      ? `${cap(lacking)} runs low in your chart (${pct(shares[lacking])}), so build in ${ELEMENT_REMEDY[lacking]}.`
      : `Your elements are fairly evenly fed, so consistency matters more than any one remedy.`);

  const stressTendency = `${lore.stress} ${nakName} adds its own signature: ${nak.stress}. ${DASHA_STRAIN[maha]}`;

  const restorativeElements =
    `${cap(nak.restore)}; ${ELEMENT_EXCESS_RELIEF[strongest]} to ease your strong ${strongest}` +
    (lacking && lacking !== strongest ? `; and ${ELEMENT_REMEDY[lacking]}.` : '.');

  const moonWater = SIGN_ELEMENTS[moon.sign] === 'water';
  const nourishment = `${lore.nourishment}${moonWater ? ' With a water-sign Moon, warm drinks through the day keep your digestion and mood even.' : ''}`;

  const { mainMeal, dinnerBy, breakfastBy } = facts.meals;
  const nourishAdvice =
    `Eat breakfast by ${breakfastBy} so your peak starts fuelled${input.dominant.includes('fire') ? '; skipping it turns your heat into irritability' : ''}. ` +
    `Make your main meal around ${mainMeal}, when digestive fire (agni) is strongest, and finish a lighter dinner by ${dinnerBy}.` +
    (input.dominant.includes('air') ? ' Regular meal times matter more for you than what is on the plate.' : '');

  const factors: AnalysisFactor[] = [
    { field: 'constitution', facts: [...balance.contributions.map(describeContribution), mixFact, `Energy type rule: ${energyType}`] },
    { field: 'essence', facts: [moonFact, ascFact, sunFact, mixFact] },
    { field: 'rhythm', facts: [moonFact, `Peak window ${peak.start}–${peak.end}`, dashaFact, ascFact] },
    {
      field: 'focusWindows',
      facts: [
        `Peak window ${peak.start}–${peak.end}`,
        `Mercury in ${mercury.signName} (${mercuryElement})${mercury.retrograde ? ', retrograde' : ''}`,
        `Energy type ${energyType}`,
      ],
    },
    { field: 'needs', facts: [moonFact, mixFact] },
    { field: 'stressTendency', facts: [`Energy type ${energyType}`, moonFact, dashaFact] },
    { field: 'restorativeElements', facts: [moonFact, mixFact] },
    { field: 'nourishment', facts: [`Energy type ${energyType}`, `Moon sign ${moon.signName} (${SIGN_ELEMENTS[moon.sign]})`] },
    {
      field: 'nourishAdvice',
      facts: [`Peak window ${peak.start}–${peak.end}`, `Recovery ${lore.restorativeTime}`, `Dominant ${input.dominant.join(' + ') || 'none (balanced)'}`],
    },
    { field: 'restorativeTime', facts: [`Energy type ${energyType}: ${lore.restorativeWhy}`] },
    { field: 'peakEnergy', facts: [mixFact, `Moon ${moonWaxingText(chart)} at birth`, `Energy type ${energyType}`] },
    { field: 'currentDasha', facts: [dashaFact, `Birth Moon in ${nakName} (lord ${nakshatraLord(moon.nakshatra)})`] },
    { field: 'currentTransits', facts: [`Counted from the natal Moon sign ${moon.signName}${asc ? ` and ascendant ${asc.signName}` : ''}`] },
  ];

  return {
    constitution: energyType,
    essence,
    rhythm,
    focusWindows,
    needs,
    stressTendency,
    restorativeElements,
    nourishment,
    nourishAdvice,
    restorativeTime: lore.restorativeTime,
    factors,
    facts,
  };
}

function pct(x: number): string {
  return `${Math.round(x * 100)}%`;
}

export { moonWaxing };

function moonWaxingText(chart: CastChart): string {
  return moonWaxing(chart) ? 'waxing' : 'waning';
}

/** Splits the peak into deep and lighter work, and places a second, gentler window after lunch (times from the facts). */
function focusPlan(type: EnergyType, peak: PeakWindow, facts: BlueprintFacts): { deep: string; light: string; second: string } {
  const { split, second: window } = facts.focus;
  const second = type.startsWith('DYNAMIC')
    ? `A short second burst comes around ${window.start}–${window.end}; use it for quick tasks rather than anything that needs a long run-up.`
    : `A gentler second window opens around ${window.start}–${window.end}, good for reviews, admin and planning tomorrow.`;
  return { deep: `${peak.start}–${split}`, light: `${split}–${peak.end}`, second };
}

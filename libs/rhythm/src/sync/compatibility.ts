import { type Element, elementsOfEnergyType, type EnergyTypeLabel, energyTypeName } from './energy-type';
import { DAY_MINUTES, type PeakWindow, toClockSpan } from './peak-window';
import { syncScore } from './sync-score';

/** Spec 9: notes come in three kinds. */
export type CompatibilityKind = 'align' | 'balance' | 'challenge';

export interface CompatibilityNote {
  kind: CompatibilityKind;
  /** What the note is about: the pairing of energy types, or of daily rhythms (peak windows). */
  topic: 'energy' | 'rhythm';
  title: string;
  text: string;
}

export interface SyncPerson {
  energyType: EnergyTypeLabel;
  peakWindow: PeakWindow;
}

const SHARED_ELEMENT: Record<Element, { align: [string, string]; challenge: [string, string] }> = {
  air: {
    align: ['Quick minds together', 'You both think fast and enjoy variety: brainstorms, first drafts and quick decisions flow easily between you.'],
    challenge: ['Ideas outrun follow-through', 'Two airy minds can keep opening new threads. End each session with one owner and one next step.'],
  },
  fire: {
    align: ['Shared drive', 'You share intensity and ambition: give the two of you a hard goal and a deadline and you pull in the same direction.'],
    challenge: [
      'Two strong wills',
      'With so much fire on both sides, decide up front who leads which piece so the heat goes into the work, not into each other.',
    ],
  },
  earth: {
    align: ['Steady together', 'You both value reliability and a clear plan: what you agree on together tends to get finished.'],
    challenge: ['Comfortable routines', 'Two steady natures can resist change. Schedule a deliberate moment to question the plan.'],
  },
};

/** What two different dominant elements do to each other. */
const CROSS_ELEMENT: Record<string, { kind: CompatibilityKind; title: string; text: string }> = {
  'air+fire': {
    kind: 'align',
    title: 'Air feeds fire',
    text: 'One brings ideas, the other momentum: ideas from the airy side give the fiery side something to charge at.',
  },
  'earth+fire': {
    kind: 'balance',
    title: 'Spark and follow-through',
    text: 'Fire starts things and earth sustains them: let the fiery side open a project and the grounded side carry it home.',
  },
  'air+earth': {
    kind: 'challenge',
    title: 'Different tempos',
    text: 'Air wants to move and change course, earth wants a plan and to keep to it. Agree on decision points in advance.',
  },
};

function energyNotes(a: EnergyTypeLabel, b: EnergyTypeLabel): CompatibilityNote[] {
  const ea = elementsOfEnergyType(a);
  const eb = elementsOfEnergyType(b);
  if (!ea.length || !eb.length) {
    const both = !ea.length && !eb.length;
    return [
      both
        ? {
            kind: 'align',
            topic: 'energy',
            title: 'Two adaptable natures',
            text: 'Both of you are Balanced: neither needs to set the pace, so you can shape your time together around the task.',
          }
        : {
            kind: 'balance',
            topic: 'energy',
            title: 'An adaptable partner',
            text: `A Balanced constitution adapts well to a ${energyTypeName(ea.length ? a : b)} one: let the ${energyTypeName(ea.length ? a : b)} side set the tempo and the Balanced side keep the whole in view.`,
          },
    ];
  }
  const notes: CompatibilityNote[] = [];
  const shared = ea.filter((e) => eb.includes(e));
  for (const element of shared) {
    const [title, text] = SHARED_ELEMENT[element].align;
    notes.push({ kind: 'align', topic: 'energy', title, text });
  }
  // Where the pair leans heavily on one element (both have nothing else), its excess is the challenge.
  if (shared.length === 1 && ea.length === 1 && eb.length === 1) {
    const [title, text] = SHARED_ELEMENT[shared[0]!].challenge;
    notes.push({ kind: 'challenge', topic: 'energy', title, text });
  }
  // Elements only one side has meet each other: that is where the pair complements or rubs.
  for (const x of ea.filter((e) => !eb.includes(e))) {
    for (const y of eb.filter((e) => !ea.includes(e))) {
      const cross = CROSS_ELEMENT[[x, y].sort().join('+')]!;
      notes.push({ kind: cross.kind, topic: 'energy', title: cross.title, text: cross.text });
    }
  }
  return notes;
}

const PARTS = ['morning', 'afternoon', 'evening'] as const;

/** Part of day a window peaks in, by its midpoint. */
function partOfDay(window: PeakWindow): (typeof PARTS)[number] {
  const span = toClockSpan(window);
  const middle = (span.start + span.length / 2) % DAY_MINUTES;
  if (middle >= 4 * 60 && middle < 12 * 60) return 'morning';
  if (middle >= 12 * 60 && middle < 17 * 60) return 'afternoon';
  return 'evening';
}

function rhythmNotes(a: PeakWindow, b: PeakWindow): CompatibilityNote[] {
  const { score, sharedPeak } = syncScore(a, b);
  const shared = sharedPeak.map((w) => `${w.start}–${w.end}`).join(' and ');
  const notes: CompatibilityNote[] = [];
  if (score !== null && score >= 75) {
    notes.push({
      kind: 'align',
      topic: 'rhythm',
      title: 'Peaks in step',
      text: `Your peak hours largely coincide (${score}%): put demanding joint work in ${shared}.`,
    });
  } else if (score !== null && score >= 25) {
    notes.push({
      kind: 'balance',
      topic: 'rhythm',
      title: 'Partly shared peaks',
      text: `Your peaks meet in ${shared} (${score}%): keep that time for work together and the rest of each peak for solo focus.`,
    });
  } else if (score !== null) {
    notes.push({
      kind: 'challenge',
      topic: 'rhythm',
      title: 'A narrow shared window',
      text: `Your peaks only touch in ${shared}: protect it for what truly needs you both, and hand work over asynchronously.`,
    });
  } else {
    notes.push({
      kind: 'challenge',
      topic: 'rhythm',
      title: 'Peaks apart',
      text: 'Your peak hours do not meet: meet in calmer hours and let each of you do the hard thinking in your own peak.',
    });
  }
  const [first, second] = [partOfDay(a), partOfDay(b)].sort((x, y) => PARTS.indexOf(x) - PARTS.indexOf(y));
  if (first !== second) {
    notes.push({
      kind: 'balance',
      topic: 'rhythm',
      title: 'Different peak times',
      text: `One of you is at your best in the ${first}, the other in the ${second}: relay work so it moves forward across more of the day.`,
    });
  }
  return notes;
}

const ORDER: Record<CompatibilityKind, number> = { align: 0, balance: 1, challenge: 2 };

/**
 * Spec 9: compatibility notes from pairing the two energy types and the two rhythms (peak
 * windows), each an align, balance or challenge note. Symmetric: the order of the people does not
 * change the notes.
 */
export function compatibilityNotes(a: SyncPerson, b: SyncPerson): CompatibilityNote[] {
  const notes = [...energyNotes(a.energyType, b.energyType), ...rhythmNotes(a.peakWindow, b.peakWindow)];
  return notes.sort((x, y) => ORDER[x.kind] - ORDER[y.kind] || x.topic.localeCompare(y.topic) || x.title.localeCompare(y.title));
}

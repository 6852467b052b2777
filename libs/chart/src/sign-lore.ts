/** Everyday readings of the twelve signs, used for the ascendant (how you meet the day), the Moon
 * (what settles you) and the Sun (what drives you). Modalities: movable (chara), fixed (sthira), dual. */
export interface SignLore {
  modality: 'movable' | 'fixed' | 'dual';
  /** Completes "A Leo ascendant …". */
  ascendant: string;
  /** Completes "With the Moon in Leo you are settled by …". */
  moon: string;
  /** Completes "The Sun in Leo drives you toward …". */
  sun: string;
}

export const SIGN_LORE: readonly SignLore[] = [
  {
    modality: 'movable',
    ascendant: 'meets each day head-on and likes to strike first',
    moon: 'action and a clear next step',
    sun: 'pioneering and being first',
  },
  {
    modality: 'fixed',
    ascendant: 'moves at a deliberate, unhurried pace that others find calming',
    moon: 'comfort, good food and predictable routines',
    sun: 'building lasting value',
  },
  {
    modality: 'dual',
    ascendant: 'greets the day curious and talkative, juggling threads',
    moon: 'conversation, variety and something to learn',
    sun: 'connecting ideas and people',
  },
  {
    modality: 'movable',
    ascendant: 'reads the emotional weather of a room before anything else',
    moon: 'home, family and being needed',
    sun: 'protecting and nurturing your people',
  },
  {
    modality: 'fixed',
    ascendant: 'walks in with warmth and presence that people notice',
    moon: 'appreciation and a stage, however small',
    sun: 'creating, leading and being seen',
  },
  {
    modality: 'dual',
    ascendant: 'notices the detail that everyone else missed',
    moon: 'order, usefulness and a tidy plan',
    sun: 'improving, refining and serving well',
  },
  { modality: 'movable', ascendant: 'leads with tact and an instinct for fairness', moon: 'harmony, beauty and good company', sun: 'balance and partnership' },
  {
    modality: 'fixed',
    ascendant: 'carries a quiet intensity and sees beneath the surface',
    moon: 'depth, privacy and loyalty',
    sun: 'transformation and mastery',
  },
  {
    modality: 'dual',
    ascendant: 'brings optimism and a long view to whatever it meets',
    moon: 'meaning, movement and open horizons',
    sun: 'teaching, exploring and believing in something',
  },
  {
    modality: 'movable',
    ascendant: 'approaches life as a long climb, patient and practical',
    moon: 'structure, achievement and being relied on',
    sun: 'responsibility and lasting achievement',
  },
  {
    modality: 'fixed',
    ascendant: 'stands a little apart, thinking about how things could be',
    moon: 'ideas, friends and a cause to serve',
    sun: 'innovation and community',
  },
  {
    modality: 'dual',
    ascendant: 'moves through the world softly, sensing more than it says',
    moon: 'imagination, rest and compassion',
    sun: 'devotion, art and dissolving boundaries',
  },
];

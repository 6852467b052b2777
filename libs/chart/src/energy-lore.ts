import { EnergyElement, EnergyType } from './elements';

/**
 * Everyday readings of the spec's energy types. Fire maps to Pitta (heat, drive), air to Vata (movement,
 * variability) and earth to Kapha (stability, stamina); the advice follows the Ayurvedic rule of
 * balancing a dominant quality with its opposite.
 */
export interface EnergyLore {
  /** Completes "Your constitution reads TYPE — …". */
  portrait: string;
  rhythm: string;
  stress: string;
  nourishment: string;
  /** Evening recovery window in the spec's 'h[:mm]pm - h[:mm]pm' form. */
  restorativeTime: string;
  restorativeWhy: string;
}

export const ENERGY_LORE: Readonly<Record<EnergyType, EnergyLore>> = {
  'DYNAMIC-INTENSE': {
    portrait: 'quick and fiery: ideas arrive fast and you have the heat to act on them',
    rhythm: 'You start fast and run hot, so your day works best as a few concentrated sprints with real breaks between them rather than one long grind.',
    stress: 'When overloaded you speed up instead of slowing down: sharp words, skipped meals and a mind that will not switch off at night.',
    nourishment:
      'Regular, warm but not spicy meals: cooked grains, sweet fruit, leafy greens and plenty of fluids; go easy on coffee, chilli and alcohol, which feed both the heat and the jitter.',
    restorativeTime: '8:30pm - 10pm',
    restorativeWhy: 'air and fire both need the nervous system to come down early, before a second wind sets in',
  },
  'INTENSE-STEADY': {
    portrait: 'focused and enduring: once you commit, you keep going long after others stop',
    rhythm:
      'You warm up steadily and then hold a strong, even output through the middle of the day; long blocks of uninterrupted work suit you better than constant switching.',
    stress: 'Under strain you dig in: stubbornness, irritation held behind a calm face, and working through hunger or fatigue.',
    nourishment:
      'Substantial, moderately light meals: vegetables, legumes, whole grains and bitter greens; cooling herbs like coriander and mint; keep fried, very salty and heavy evening food to a minimum.',
    restorativeTime: '9pm - 11pm',
    restorativeWhy: 'your stamina is good, but heat builds through the day and needs a full evening wind-down',
  },
  'DYNAMIC-GROUNDED': {
    portrait: 'inventive yet practical: you generate ideas and also know how to land them',
    rhythm: 'You do best alternating thinking and doing: a burst of planning, then hands-on execution, then a short walk before the next round.',
    stress: 'When stretched you oscillate between overthinking and shutting down, and routines that usually hold you start to slip.',
    nourishment:
      'Warm, grounding, regular meals: soups, stews, root vegetables and warming spices like ginger and cumin; avoid skipping breakfast and eating on the run.',
    restorativeTime: '9pm - 10:30pm',
    restorativeWhy: 'a regular, moderately early bedtime keeps the airy side from unsettling the grounded one',
  },
  DYNAMIC: {
    portrait: 'light, quick and changeable: a moving mind that thrives on variety',
    rhythm: 'Your energy comes in waves rather than a steady line, so short, well-defined tasks and frequent small resets work better than marathon sessions.',
    stress: 'Stress shows as scattered attention, worry, cold hands, irregular appetite and broken sleep.',
    nourishment:
      'Warm, moist, well-cooked food at regular times: porridge, soups, ghee or good oils, sweet root vegetables and warming spices; limit raw, cold and dry snacks and too much caffeine.',
    restorativeTime: '8:30pm - 10:30pm',
    restorativeWhy: 'Vata settles with an early, regular bedtime and little screen light late in the evening',
  },
  INTENSE: {
    portrait: 'hot, sharp and driven: a clear mind that likes a challenge and a goal',
    rhythm: 'Your engine is strongest around midday; you can sustain intense focus for hours, as long as you eat on time and step away before you overheat.',
    stress: 'When pushed you get critical, impatient and competitive, and heat shows up as irritability, skin flare-ups or acid digestion.',
    nourishment:
      'Cooling, fresh food: sweet fruit, cucumber, leafy greens, rice, coconut and mint; keep chilli, vinegar, fried food and late-night eating low, and never skip lunch.',
    restorativeTime: '9pm - 10:30pm',
    restorativeWhy: 'Pitta heats up again after 10pm, so being winding down before then protects sleep',
  },
  STEADY: {
    portrait: 'calm, loyal and enduring: the steady pulse others set their watches by',
    rhythm: 'You build momentum slowly and then keep it; a consistent morning routine and an early start stop the day from feeling heavy.',
    stress: 'Stress shows as withdrawal, inertia, comfort eating and a reluctance to start, rather than visible alarm.',
    nourishment:
      'Light, warm and lively food: vegetables, legumes, lighter grains like millet and barley, and pungent spices such as ginger and black pepper; keep dairy, sweets and heavy late dinners modest.',
    restorativeTime: '9:30pm - 11pm',
    restorativeWhy: 'earth needs evening movement and a not-too-early night so that mornings start crisp rather than sluggish',
  },
  BALANCED: {
    portrait: 'even and adaptable: no single element dominates, so you can shift gears as the day asks',
    rhythm: 'You can follow the classic shape of a good day: a strong morning, a productive early afternoon and an easy evening.',
    stress: 'Because you adapt so well, strain tends to show late: you notice only when sleep or appetite goes off.',
    nourishment: 'Seasonal, varied food: warming and cooked in cold months, lighter and fresher in the heat; keep meal times regular.',
    restorativeTime: '9pm - 11pm',
    restorativeWhy: 'the spec’s default recovery time suits an even constitution',
  },
};

/** What restores each element when it is the one in short supply. */
export const ELEMENT_REMEDY: Readonly<Record<EnergyElement, string>> = {
  fire: 'morning sunlight and brisk exercise to kindle motivation',
  earth: 'regular meals, bare feet on grass and fixed daily anchors',
  air: 'open windows, stretching and light, curious conversation',
};

export const ELEMENT_EXCESS_RELIEF: Readonly<Record<EnergyElement, string>> = {
  fire: 'shade, cool water and unhurried evening walks',
  earth: 'vigorous movement and a little novelty each day',
  air: 'warmth, stillness and a predictable routine',
};

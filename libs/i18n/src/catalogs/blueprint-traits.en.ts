/**
 * The twelve signs (by index, Aries 0: the ascendant's sentence, what settles the Moon, what drives the
 * Sun) and the seven energy types, as the energy blueprint reads them (@flow/chart's sign-lore and
 * energy-lore, word for word).
 */
export const blueprintTraitsEn = {
  'sign.0.ascendant': 'An Aries ascendant meets each day head-on and likes to strike first',
  'sign.0.moon': 'action and a clear next step',
  'sign.0.sun': 'pioneering and being first',
  'sign.1.ascendant': 'A Taurus ascendant moves at a deliberate, unhurried pace that others find calming',
  'sign.1.moon': 'comfort, good food and predictable routines',
  'sign.1.sun': 'building lasting value',
  'sign.2.ascendant': 'A Gemini ascendant greets the day curious and talkative, juggling threads',
  'sign.2.moon': 'conversation, variety and something to learn',
  'sign.2.sun': 'connecting ideas and people',
  'sign.3.ascendant': 'A Cancer ascendant reads the emotional weather of a room before anything else',
  'sign.3.moon': 'home, family and being needed',
  'sign.3.sun': 'protecting and nurturing your people',
  'sign.4.ascendant': 'A Leo ascendant walks in with warmth and presence that people notice',
  'sign.4.moon': 'appreciation and a stage, however small',
  'sign.4.sun': 'creating, leading and being seen',
  'sign.5.ascendant': 'A Virgo ascendant notices the detail that everyone else missed',
  'sign.5.moon': 'order, usefulness and a tidy plan',
  'sign.5.sun': 'improving, refining and serving well',
  'sign.6.ascendant': 'A Libra ascendant leads with tact and an instinct for fairness',
  'sign.6.moon': 'harmony, beauty and good company',
  'sign.6.sun': 'balance and partnership',
  'sign.7.ascendant': 'A Scorpio ascendant carries a quiet intensity and sees beneath the surface',
  'sign.7.moon': 'depth, privacy and loyalty',
  'sign.7.sun': 'transformation and mastery',
  'sign.8.ascendant': 'A Sagittarius ascendant brings optimism and a long view to whatever it meets',
  'sign.8.moon': 'meaning, movement and open horizons',
  'sign.8.sun': 'teaching, exploring and believing in something',
  'sign.9.ascendant': 'A Capricorn ascendant approaches life as a long climb, patient and practical',
  'sign.9.moon': 'structure, achievement and being relied on',
  'sign.9.sun': 'responsibility and lasting achievement',
  'sign.10.ascendant': 'An Aquarius ascendant stands a little apart, thinking about how things could be',
  'sign.10.moon': 'ideas, friends and a cause to serve',
  'sign.10.sun': 'innovation and community',
  'sign.11.ascendant': 'A Pisces ascendant moves through the world softly, sensing more than it says',
  'sign.11.moon': 'imagination, rest and compassion',
  'sign.11.sun': 'devotion, art and dissolving boundaries',
  'type.DYNAMIC-INTENSE.portrait': 'quick and fiery: ideas arrive fast and you have the heat to act on them',
  'type.DYNAMIC-INTENSE.rhythm':
    'You start fast and run hot, so your day works best as a few concentrated sprints with real breaks between them rather than one long grind.',
  'type.DYNAMIC-INTENSE.stress':
    'When overloaded you speed up instead of slowing down: sharp words, skipped meals and a mind that will not switch off at night.',
  'type.DYNAMIC-INTENSE.nourishment':
    'Regular, warm but not spicy meals: cooked grains, sweet fruit, leafy greens and plenty of fluids; go easy on coffee, chilli and alcohol, which feed both the heat and the jitter.',
  'type.DYNAMIC-INTENSE.restorativeWhy': 'air and fire both need the nervous system to come down early, before a second wind sets in',
  'type.INTENSE-STEADY.portrait': 'focused and enduring: once you commit, you keep going long after others stop',
  'type.INTENSE-STEADY.rhythm':
    'You warm up steadily and then hold a strong, even output through the middle of the day; long blocks of uninterrupted work suit you better than constant switching.',
  'type.INTENSE-STEADY.stress': 'Under strain you dig in: stubbornness, irritation held behind a calm face, and working through hunger or fatigue.',
  'type.INTENSE-STEADY.nourishment':
    'Substantial, moderately light meals: vegetables, legumes, whole grains and bitter greens; cooling herbs like coriander and mint; keep fried, very salty and heavy evening food to a minimum.',
  'type.INTENSE-STEADY.restorativeWhy': 'your stamina is good, but heat builds through the day and needs a full evening wind-down',
  'type.DYNAMIC-GROUNDED.portrait': 'inventive yet practical: you generate ideas and also know how to land them',
  'type.DYNAMIC-GROUNDED.rhythm':
    'You do best alternating thinking and doing: a burst of planning, then hands-on execution, then a short walk before the next round.',
  'type.DYNAMIC-GROUNDED.stress': 'When stretched you oscillate between overthinking and shutting down, and routines that usually hold you start to slip.',
  'type.DYNAMIC-GROUNDED.nourishment':
    'Warm, grounding, regular meals: soups, stews, root vegetables and warming spices like ginger and cumin; avoid skipping breakfast and eating on the run.',
  'type.DYNAMIC-GROUNDED.restorativeWhy': 'a regular, moderately early bedtime keeps the airy side from unsettling the grounded one',
  'type.DYNAMIC.portrait': 'light, quick and changeable: a moving mind that thrives on variety',
  'type.DYNAMIC.rhythm':
    'Your energy comes in waves rather than a steady line, so short, well-defined tasks and frequent small resets work better than marathon sessions.',
  'type.DYNAMIC.stress': 'Stress shows as scattered attention, worry, cold hands, irregular appetite and broken sleep.',
  'type.DYNAMIC.nourishment':
    'Warm, moist, well-cooked food at regular times: porridge, soups, ghee or good oils, sweet root vegetables and warming spices; limit raw, cold and dry snacks and too much caffeine.',
  'type.DYNAMIC.restorativeWhy': 'Vata settles with an early, regular bedtime and little screen light late in the evening',
  'type.INTENSE.portrait': 'hot, sharp and driven: a clear mind that likes a challenge and a goal',
  'type.INTENSE.rhythm':
    'Your engine is strongest around midday; you can sustain intense focus for hours, as long as you eat on time and step away before you overheat.',
  'type.INTENSE.stress': 'When pushed you get critical, impatient and competitive, and heat shows up as irritability, skin flare-ups or acid digestion.',
  'type.INTENSE.nourishment':
    'Cooling, fresh food: sweet fruit, cucumber, leafy greens, rice, coconut and mint; keep chilli, vinegar, fried food and late-night eating low, and never skip lunch.',
  'type.INTENSE.restorativeWhy': 'Pitta heats up again after 10pm, so being winding down before then protects sleep',
  'type.STEADY.portrait': 'calm, loyal and enduring: the steady pulse others set their watches by',
  'type.STEADY.rhythm': 'You build momentum slowly and then keep it; a consistent morning routine and an early start stop the day from feeling heavy.',
  'type.STEADY.stress': 'Stress shows as withdrawal, inertia, comfort eating and a reluctance to start, rather than visible alarm.',
  'type.STEADY.nourishment':
    'Light, warm and lively food: vegetables, legumes, lighter grains like millet and barley, and pungent spices such as ginger and black pepper; keep dairy, sweets and heavy late dinners modest.',
  'type.STEADY.restorativeWhy': 'earth needs evening movement and a not-too-early night so that mornings start crisp rather than sluggish',
  'type.BALANCED.portrait': 'even and adaptable: no single element dominates, so you can shift gears as the day asks',
  'type.BALANCED.rhythm': 'You can follow the classic shape of a good day: a strong morning, a productive early afternoon and an easy evening.',
  'type.BALANCED.stress': 'Because you adapt so well, strain tends to show late: you notice only when sleep or appetite goes off.',
  'type.BALANCED.nourishment': 'Seasonal, varied food: warming and cooked in cold months, lighter and fresher in the heat; keep meal times regular.',
  'type.BALANCED.restorativeWhy': 'the spec’s default recovery time suits an even constitution',
};

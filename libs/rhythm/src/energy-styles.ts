import type { EnergyType } from './blueprint';

/**
 * How each energy type shapes the day. Fire (INTENSE) reads as Pitta: strong midday engine, main meal
 * at noon, cooling movement away from the heat. Earth (STEADY) as Kapha: vigorous movement early to
 * lift heaviness, long even work blocks. Air (DYNAMIC) as Vata: work in sprints with resets, gentle
 * grounding movement, regular warm meals, ideas that flow with people. BALANCED follows the classic day.
 */
export interface EnergyStyle {
  focus: { intensity: number; sprints: boolean; note: string; recommendations: string[] };
  movement: { start: number; minutes: number; theme: string; activity: string; intensity: number; description: string; recommendations: string[]; why: string };
  creative: { placement: 'afternoon' | 'evening'; why: string };
  collaborationMinutes: number;
  lunchMinutes: number;
  meals: { breakfast: string; lunch: string; dinner: string };
}

const H = 60;

const SPRINT_FOCUS = {
  sprints: true,
  note: 'Your energy comes in bursts, so the peak runs as sprints with short resets.',
  recommendations: [
    'Work in 75–90 minute sprints on one task each',
    'Close chat and mail until the sprint ends',
    'Keep a notepad for stray ideas instead of switching',
  ],
};
const LONG_FOCUS = {
  sprints: false,
  note: 'You hold an even output for long stretches, so the peak stays one uninterrupted block.',
  recommendations: ['Start with the most demanding task', 'Protect this block from meetings', 'Batch small tasks for later'],
};

export const ENERGY_STYLES: Readonly<Record<EnergyType, EnergyStyle>> = {
  'DYNAMIC-INTENSE': {
    focus: { intensity: 0.9, ...SPRINT_FOCUS },
    movement: {
      start: 17 * H,
      minutes: 45,
      theme: 'Release Movement',
      activity: 'Moderate cardio or a brisk walk',
      intensity: 0.65,
      description: 'Burn off the day’s heat and jitter before the evening so your mind can switch off later.',
      recommendations: ['Brisk walk, cycling or a swim', 'Finish with five minutes of slow breathing'],
      why: 'Air and fire: moderate late-afternoon movement releases both restlessness and heat',
    },
    creative: { placement: 'afternoon', why: 'Air-fire minds range widest once the day’s demands are met' },
    collaborationMinutes: 105,
    lunchMinutes: 45,
    meals: {
      breakfast: 'A warm, regular breakfast steadies your quick start.',
      lunch: 'Your main meal: warm but not spicy, eaten away from the screen.',
      dinner: 'A light, early dinner helps your busy mind settle.',
    },
  },
  'INTENSE-STEADY': {
    focus: { intensity: 0.95, ...LONG_FOCUS },
    movement: {
      start: 6 * H + 30,
      minutes: 45,
      theme: 'Energizing Movement',
      activity: 'Strength or a steady run',
      intensity: 0.75,
      description: 'An early, vigorous session warms up your steady engine before the heat of the day.',
      recommendations: ['Strength training or a steady run', 'Finish before the day warms up'],
      why: 'Fire and earth: vigorous movement early keeps heaviness away and avoids the midday heat',
    },
    creative: { placement: 'evening', why: 'Fire cools in the evening, and your imagination opens once the pressure is off' },
    collaborationMinutes: 75,
    lunchMinutes: 60,
    meals: {
      breakfast: 'A substantial breakfast fuels a long, even morning.',
      lunch: 'Your main meal, while digestion is strongest; never skip it.',
      dinner: 'Keep dinner moderate and not too heavy.',
    },
  },
  'DYNAMIC-GROUNDED': {
    focus: { intensity: 0.9, ...SPRINT_FOCUS },
    movement: {
      start: 6 * H + 30,
      minutes: 30,
      theme: 'Morning Movement',
      activity: 'A walk or mobility routine',
      intensity: 0.6,
      description: 'Moving early grounds your airy side and wakes up your practical one.',
      recommendations: ['A brisk walk outdoors or a mobility routine', 'Same time every day'],
      why: 'Air and earth: a regular morning routine grounds the restless and lifts the heavy',
    },
    creative: { placement: 'afternoon', why: 'Your ideas and your practical sense meet best in the afternoon' },
    collaborationMinutes: 90,
    lunchMinutes: 45,
    meals: {
      breakfast: 'Never skip breakfast: warm and grounding.',
      lunch: 'A warm, grounding main meal: soup, stew or roasted roots.',
      dinner: 'A warm, simple dinner at a regular time.',
    },
  },
  DYNAMIC: {
    focus: { intensity: 0.85, ...SPRINT_FOCUS },
    movement: {
      start: 17 * H,
      minutes: 45,
      theme: 'Grounding Movement',
      activity: 'Yoga, tai chi or an easy walk',
      intensity: 0.5,
      description: 'Slow, rhythmic movement calms a busy nervous system; save hard training for when you feel settled.',
      recommendations: ['Yoga, tai chi or an unhurried walk', 'Keep warm and avoid exhausting yourself'],
      why: 'Air: gentle, regular movement grounds Vata where hard training scatters it',
    },
    creative: { placement: 'afternoon', why: 'Air types generate ideas freely once the focused work is done' },
    collaborationMinutes: 120,
    lunchMinutes: 45,
    meals: {
      breakfast: 'A warm breakfast at the same time every day keeps you steady.',
      lunch: 'Warm, moist, cooked food; regular times matter more than what is on the plate.',
      dinner: 'A warm, early dinner, nothing cold or raw.',
    },
  },
  INTENSE: {
    focus: { intensity: 0.95, ...LONG_FOCUS },
    movement: {
      start: 17 * H + 30,
      minutes: 45,
      theme: 'Cooling Movement',
      activity: 'Swim, cycle or walk in the cooler hours',
      intensity: 0.65,
      description: 'Move once the heat of the day has passed, and keep it playful rather than competitive.',
      recommendations: ['Swimming, cycling or a walk in the shade', 'Skip the scoreboard today'],
      why: 'Fire: moderate exercise in the cool hours, away from midday heat',
    },
    creative: { placement: 'evening', why: 'Fire cools in the evening, and your imagination opens once the pressure is off' },
    collaborationMinutes: 75,
    lunchMinutes: 60,
    meals: {
      breakfast: 'Eat breakfast: skipping it turns your heat into irritability.',
      lunch: 'Your main meal, while digestive fire is strongest; never skip lunch.',
      dinner: 'A cooling, lighter dinner; no late eating.',
    },
  },
  STEADY: {
    focus: { intensity: 0.9, ...LONG_FOCUS },
    movement: {
      start: 6 * H + 30,
      minutes: 45,
      theme: 'Energizing Movement',
      activity: 'Vigorous cardio or a brisk run',
      intensity: 0.8,
      description: 'Vigorous movement first thing lifts heaviness and sets a crisp pace for the whole day.',
      recommendations: ['Get your heart rate up: run, dance or a hard walk', 'Outdoors if you can'],
      why: 'Earth: vigorous early movement is the classic remedy for Kapha heaviness',
    },
    creative: { placement: 'afternoon', why: 'A bit of novelty in the afternoon keeps earth from settling into routine' },
    collaborationMinutes: 75,
    lunchMinutes: 45,
    meals: {
      breakfast: 'A light breakfast; you do not need much to start.',
      lunch: 'Your main meal: warm, light and lively with pungent spices.',
      dinner: 'A small, early dinner keeps the next morning crisp.',
    },
  },
  BALANCED: {
    focus: { intensity: 0.85, ...LONG_FOCUS, note: 'An even constitution follows the classic shape of a good day: focus in the morning.' },
    movement: {
      start: 17 * H + 30,
      minutes: 45,
      theme: 'Movement',
      activity: 'Exercise you enjoy',
      intensity: 0.6,
      description: 'Move in the late afternoon to shake off the working day.',
      recommendations: ['Any exercise you enjoy', 'Outdoors in daylight if possible'],
      why: 'Balanced: late-afternoon movement closes the working day',
    },
    creative: { placement: 'afternoon', why: 'An even constitution has room for open-ended work in the afternoon' },
    collaborationMinutes: 90,
    lunchMinutes: 45,
    meals: {
      breakfast: 'A seasonal breakfast at a regular time.',
      lunch: 'Your main meal of the day.',
      dinner: 'A lighter dinner, early enough to digest before sleep.',
    },
  },
};

import type { ActivityType, RhythmIcon } from '@flow/contracts';
import { elementsOf, RhythmBlueprint } from './blueprint';
import type { BlockKind, DayPlan } from './day-plan';
import { DayContext } from './day-context';
import { EnergyStyle } from './energy-styles';
import { PlanetDayTheme } from './planet-themes';
import { DAY_START, DEEP_FOCUS_THEME } from './constants';
import { clamp, formatClock, formatRange } from './time';

/** The words of each kind of rhythm block: theme, icon, activity, description, intensity, advice and why. */

export interface Draft {
  theme: string;
  icon: RhythmIcon;
  activity: string;
  activityType: ActivityType;
  description: string;
  intensity: number;
  recommendations: string[];
  why: string[];
}

export interface DraftContext {
  blueprint: RhythmBlueprint;
  day: DayContext;
  plan: DayPlan;
  style: EnergyStyle;
  vara: PlanetDayTheme;
}

export const round2 = (x: number) => Math.round(clamp(x, 0, 1) * 100) / 100;

function peakFact(c: DraftContext): string {
  const p = c.blueprint.peak;
  if (c.blueprint.peakSource) return `Your peak window ${formatRange(p.start, p.end)}, learned from ${c.blueprint.peakSource.checkins} check-ins`;
  return c.blueprint.defaults.includes('peakWindow')
    ? `Default peak window ${formatRange(p.start, p.end)}: your profile has no peak window yet`
    : `Your peak window ${formatRange(p.start, p.end)} from your energy blueprint`;
}

export function draftFor(kind: BlockKind, c: DraftContext): Draft {
  const { blueprint, day, plan, style, vara } = c;
  const type = blueprint.energyType;
  switch (kind) {
    case 'rise':
      return blueprint.dashaLord === 'Ketu'
        ? {
            theme: 'Quiet Start',
            icon: 'Sunrise',
            activity: 'Sit in stillness before the day begins',
            activityType: 'rest',
            intensity: 0.3,
            description:
              day.sunrise !== null
                ? `The sun rises at ${formatClock(day.sunrise)}. Begin with ten quiet minutes before any screen.`
                : 'Begin with ten quiet minutes before any screen.',
            recommendations: ['Ten minutes of meditation or silent sitting', 'Drink a glass of warm water'],
            why: [],
          }
        : {
            theme: 'Morning Rise',
            icon: 'Sunrise',
            activity: 'Wake, hydrate and get daylight',
            activityType: 'rest',
            intensity: 0.35,
            // True to the real sun: only when it is up within the first hour does daylight set the clock.
            description:
              day.sunrise === null
                ? 'Ease into the day: water, daylight and a few slow breaths.'
                : day.sunrise <= DAY_START + 60
                  ? `The sun rises at ${formatClock(day.sunrise)} today. Daylight within your first hour sets your body clock.`
                  : `The sun rises at ${formatClock(day.sunrise)} today, after you do: bright light indoors now, daylight once it is up.`,
            recommendations: ['Drink a glass of warm water', 'Step outside or open a window for daylight', 'Leave your phone alone for 15 minutes'],
            why: day.sunrise !== null ? [`Sunrise at ${formatClock(day.sunrise)}`] : [],
          };
    case 'morning':
      return {
        theme: 'Morning Routine',
        icon: 'Sunrise',
        activity: 'Unhurried routine before the peak',
        activityType: 'rest',
        intensity: 0.45,
        description: 'Get ready without rushing: reading, light chores and getting your head clear before the peak.',
        recommendations: ['Read something that feeds you', 'Tidy your workspace for the day'],
        why: [peakFact(c)],
      };
    case 'movement': {
      const marsDay = day.varaLord === 'Mars';
      const m = style.movement;
      return {
        theme: m.theme,
        icon: 'Activity',
        activity: m.activity,
        activityType: 'movement',
        intensity: round2(m.intensity + (marsDay ? 0.1 : 0)),
        description: m.description,
        recommendations: [...m.recommendations, ...(marsDay ? ['Tuesday is Mars’ day: a little extra effort is welcome'] : [])],
        why: [m.why, ...(plan.movement.movedToEvening ? ['Your peak starts too early for morning movement today, so it moves to the evening'] : [])],
      };
    }
    case 'breakfast':
      return {
        theme: 'Nourishing Breakfast',
        icon: 'Sunrise',
        activity: 'Breakfast',
        activityType: 'meals',
        intensity: 0.4,
        description: style.meals.breakfast,
        recommendations: ['Sit down to eat, away from screens', 'Warm food or drink first'],
        why: [`Breakfast by ${formatClock(plan.breakfast.end)} so your peak at ${formatClock(plan.peak.start)} starts fuelled`],
      };
    case 'planning':
      return {
        theme: 'Plan & Prime',
        icon: 'Clock',
        activity: 'Set the day’s one outcome',
        activityType: 'focus',
        intensity: 0.6,
        description: 'Decide what would make today a success before your peak opens.',
        recommendations: ['Write down the one outcome that matters most today', 'Close everything you will not need'],
        why: [peakFact(c)],
      };
    case 'focus':
      return {
        theme: DEEP_FOCUS_THEME,
        icon: 'Brain',
        activity: 'Deep work on your most important task',
        activityType: 'focus',
        intensity: style.focus.intensity,
        description: `Your sharpest hours. ${style.focus.note}`,
        recommendations: [...style.focus.recommendations],
        why: [peakFact(c), `Energy type ${type}`],
      };
    case 'sprint-break':
      return {
        theme: 'Breath & Reset',
        icon: 'Wind',
        activity: 'Stand, breathe, look far away',
        activityType: 'rest',
        intensity: 0.3,
        description: 'A short reset between sprints keeps a quick mind from scattering.',
        recommendations: ['Stand up and stretch', 'Five slow breaths by a window'],
        why: [`Energy type ${type}: focus runs in sprints`],
      };
    case 'lunch':
      return {
        theme: 'Main Meal',
        icon: 'Sun',
        activity: 'Lunch',
        activityType: 'meals',
        intensity: 0.4,
        description: style.meals.lunch,
        recommendations: ['Make this the biggest meal of the day', 'A short walk afterwards helps digestion'],
        why: ['Digestion (agni) is strongest at midday', `After your peak ends at ${formatClock(Math.min(plan.peak.end, plan.lunch.start))}`],
      };
    case 'collaboration':
      return {
        theme: 'Collaboration',
        icon: 'Users',
        activity: 'Meetings, calls and working with others',
        activityType: 'collaboration',
        intensity: elementsOf(type).air ? 0.75 : 0.7,
        description: 'After lunch your energy suits people more than solitary deep thinking.',
        recommendations: ['Schedule meetings and calls here', 'Keep meetings to 30–45 minutes with a clear outcome'],
        why: [`Energy type ${type}: ${elementsOf(type).air ? 'air thrives on exchange' : 'a social window after the main meal'}`],
      };
    case 'afternoon':
      return {
        theme: 'Steady Work',
        icon: 'Clock',
        activity: 'Routine tasks and follow-ups',
        activityType: 'focus',
        intensity: 0.55,
        description: 'A sustainable pace for follow-ups, email and smaller tasks.',
        recommendations: ['Clear small tasks in batches', 'Take a short break every hour'],
        why: ['Between the day’s anchored blocks'],
      };
    case 'second': {
      const s = vara.secondWindow;
      const base = elementsOf(type).air ? 0.7 : 0.65;
      return {
        theme: s.theme,
        icon: s.activityType === 'creative' ? 'Sun' : s.activityType === 'collaboration' ? 'Users' : s.activityType === 'rest' ? 'Wind' : 'Brain',
        activity: s.activity,
        activityType: s.activityType,
        intensity: round2(base + s.intensityShift),
        description: `${day.weekday} is ruled by ${vara.planet} (${vara.theme}). ${s.tip}`,
        recommendations: [s.tip, `Best today: ${vara.bestFor.toLowerCase()}`],
        why: [
          `${day.weekday}: ${vara.planet}'s day, theme ${vara.theme}`,
          `A second window opens about two hours after your peak ends (${formatClock(plan.peak.end)})`,
        ],
      };
    }
    case 'creative':
      return {
        theme: 'Creative Flow',
        icon: 'Sun',
        activity: 'Open-ended creative work',
        activityType: 'creative',
        intensity: 0.6,
        description: `Time for ideas without a deadline. ${style.creative.why}.`,
        recommendations: ['Sketch, write or brainstorm without judging', 'Work on something that has no deadline'],
        why: [`Energy type ${type}: ${style.creative.why}`],
      };
    case 'rahu': {
      const rk = day.rahuKalam!;
      return {
        theme: 'Routine Tasks',
        icon: 'Clock',
        activity: 'Routine work and finishing',
        activityType: 'focus',
        intensity: 0.45,
        description: `Rahu kalam (${formatRange(rk.start, rk.end)}) is traditionally no time to begin new ventures: finish, tidy and maintain instead.`,
        recommendations: ['Finish what is underway', 'Save launches, sign-offs and first meetings for later'],
        why: [`Rahu kalam ${formatRange(rk.start, rk.end)} on ${day.weekday}`],
      };
    }
    case 'sunset':
      return {
        theme: 'Sunset Pause',
        icon: 'Sunset',
        activity: 'Step outside and slow down',
        activityType: 'rest',
        intensity: 0.3,
        description: `Sunset at ${formatClock(day.sunset!)}: let the day's pace drop with the light.`,
        recommendations: ['Watch the light change for a few minutes', 'Leave work mode behind'],
        why: [`Sunset at ${formatClock(day.sunset!)}`],
      };
    case 'dinner':
      return {
        theme: 'Light Dinner',
        icon: 'Sunset',
        activity: 'Dinner',
        activityType: 'meals',
        intensity: 0.35,
        description: style.meals.dinner,
        recommendations: ['Lighter than lunch', 'Eat slowly, with company if you can'],
        why: [`Finished by ${formatClock(plan.dinner.end)}, about two hours before your recovery time (${blueprint.recoveryText})`],
      };
    case 'evening':
      return {
        theme: 'Connection & Leisure',
        icon: 'Users',
        activity: 'People, hobbies and unstructured time',
        activityType: 'rest',
        intensity: 0.3,
        description: 'Unstructured time for the people you love and the things you enjoy.',
        recommendations: ['Call or see someone you care about', 'A hobby that uses your hands'],
        why: ['Work is done; your energy turns toward rest'],
      };
    case 'wind-down':
      return {
        theme: 'Wind Down',
        icon: 'Moon',
        activity: 'Dim lights, screens away',
        activityType: 'rest',
        intensity: 0.2,
        description: `Your recovery time is ${blueprint.recoveryText}: let your body know the day is ending.`,
        recommendations: [
          'Dim the lights and put screens away',
          'Light reading, stretching or a warm shower',
          'Write down tomorrow’s first task to clear your mind',
        ],
        why: [
          blueprint.defaults.includes('recoveryTime')
            ? `Default recovery time ${blueprint.recoveryText}`
            : `Your recovery time ${blueprint.recoveryText} from your energy blueprint`,
        ],
      };
    case 'night':
      return {
        theme: 'Restorative Sleep',
        icon: 'Moon',
        activity: 'Sleep',
        activityType: 'sleep',
        intensity: 0.05,
        description: 'Sleep is when today’s effort turns into tomorrow’s energy.',
        recommendations: ['Keep the bedroom cool and dark', 'Same bedtime every night'],
        why: ['The night rest runs from 22:00 to 06:00'],
      };
  }
}

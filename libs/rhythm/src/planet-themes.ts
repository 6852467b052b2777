import type { ActivityType, Planet } from '@flow/contracts';

/**
 * The spec's phase planet themes (Sun Leadership, Moon Intuition, Mars Action, Mercury Communication,
 * Jupiter Growth, Venus Harmony, Saturn Building, Rahu Innovation, Ketu Reflection), read for one day:
 * as the lord of the weekday (vara) and as the lord of the running dasha. The same names as
 * @flow/chart's PHASE_PLANET_THEMES; kept here as plain data so the web bundle does not load the chart
 * engine for a week view.
 */
export interface PlanetDayTheme {
  planet: Planet;
  theme: string;
  /** What the day of this lord is good for (daily guidance). */
  focus: string;
  bestFor: string;
  caution: string;
  /** Two activities for the week view's day card. */
  activities: [string, string];
  /** Energy of a weekday ruled by this planet, 0–1 (week view's energy bar). */
  energy: number;
  /** How the afternoon's second window reads on this lord's weekday. */
  secondWindow: { theme: string; activity: string; activityType: ActivityType; intensityShift: number; tip: string };
  /** A reflection question in this lord's spirit. */
  question: string;
}

export const PLANET_DAY_THEMES: Readonly<Record<Planet, PlanetDayTheme>> = {
  Sun: {
    planet: 'Sun',
    theme: 'Leadership',
    focus: 'Step forward: decide, present and own your direction',
    bestFor: 'Decisions, presentations and visible work',
    caution: 'Pride and pushing through fatigue',
    activities: ['Share your work', 'Make one clear decision'],
    energy: 0.85,
    secondWindow: {
      theme: 'Visible Work',
      activity: 'Share results and make decisions',
      activityType: 'collaboration',
      intensityShift: 0.05,
      tip: 'Present or publish something you have finished.',
    },
    question: 'Where can you lead today simply by being clear about what you want?',
  },
  Moon: {
    planet: 'Moon',
    theme: 'Intuition',
    focus: 'Listen inward and tend the people close to you',
    bestFor: 'Reflection, care for relationships and gentle planning',
    caution: 'Overcommitting when your mood dips',
    activities: ['Reflect and journal', 'Reach out to someone you care about'],
    energy: 0.55,
    secondWindow: {
      theme: 'Gentle Review',
      activity: 'Review, tidy and plan softly',
      activityType: 'focus',
      intensityShift: -0.1,
      tip: 'Notice how you feel before you plan tomorrow.',
    },
    question: 'What is your intuition telling you that your schedule is ignoring?',
  },
  Mars: {
    planet: 'Mars',
    theme: 'Action',
    focus: 'Tackle the hard thing you have been postponing',
    bestFor: 'Decisive effort, exercise and difficult tasks',
    caution: 'Haste, arguments and overtraining',
    activities: ['Tackle a postponed task', 'Train hard'],
    energy: 0.9,
    secondWindow: {
      theme: 'Bold Push',
      activity: 'Finish one hard task',
      activityType: 'focus',
      intensityShift: 0.1,
      tip: 'Pick the task you have avoided longest and finish it.',
    },
    question: 'What would you do today if you were not waiting to feel ready?',
  },
  Mercury: {
    planet: 'Mercury',
    theme: 'Communication',
    focus: 'Write, negotiate and connect ideas and people',
    bestFor: 'Calls, writing, learning and negotiation',
    caution: 'Scattered attention and too many open threads',
    activities: ['Write and send what matters', 'Have the important conversation'],
    energy: 0.75,
    secondWindow: {
      theme: 'Communication Hour',
      activity: 'Calls, messages and writing',
      activityType: 'collaboration',
      intensityShift: 0,
      tip: 'Batch your replies and calls into this hour.',
    },
    question: 'Which conversation, if you had it today, would make everything else easier?',
  },
  Jupiter: {
    planet: 'Jupiter',
    theme: 'Growth',
    focus: 'Learn, teach and follow what gives your work meaning',
    bestFor: 'Learning, mentoring and long-range planning',
    caution: 'Saying yes to everything',
    activities: ['Learn something new', 'Mentor or ask for mentoring'],
    energy: 0.8,
    secondWindow: {
      theme: 'Learning Window',
      activity: 'Study, mentor or plan long range',
      activityType: 'focus',
      intensityShift: 0,
      tip: 'Spend this window on a skill that compounds.',
    },
    question: 'What are you growing into, and what did you do today that feeds it?',
  },
  Venus: {
    planet: 'Venus',
    theme: 'Harmony',
    focus: 'Create, beautify and enjoy the people and work you love',
    bestFor: 'Creative work, relationships and pleasure',
    caution: 'Comfort and indulgence when tired',
    activities: ['Make something beautiful', 'Enjoy time with people you love'],
    energy: 0.65,
    secondWindow: {
      theme: 'Creative Craft',
      activity: 'Design, make and refine',
      activityType: 'creative',
      intensityShift: 0,
      tip: 'Give your craft an hour without a deadline attached.',
    },
    question: 'Where could you bring more beauty or ease into your day?',
  },
  Saturn: {
    planet: 'Saturn',
    theme: 'Building',
    focus: 'Lay foundations with patient, disciplined work',
    bestFor: 'Structure, admin, maintenance and long projects',
    caution: 'Heaviness and working without rest',
    activities: ['Organise and maintain', 'Advance a long project'],
    energy: 0.6,
    secondWindow: {
      theme: 'Structure & Admin',
      activity: 'Admin, systems and maintenance',
      activityType: 'focus',
      intensityShift: -0.05,
      tip: 'Clear the admin that quietly slows the rest of your week.',
    },
    question: 'What small, steady step today will still matter in a year?',
  },
  Rahu: {
    planet: 'Rahu',
    theme: 'Innovation',
    focus: 'Experiment boldly with unfamiliar ideas',
    bestFor: 'Experiments, technology and breaking patterns',
    caution: 'Restlessness and overreach',
    activities: ['Try an experiment', 'Break one habit'],
    energy: 0.7,
    secondWindow: {
      theme: 'Experiment Lab',
      activity: 'Prototype an unfamiliar idea',
      activityType: 'creative',
      intensityShift: 0,
      tip: 'Try one small experiment you could not have planned.',
    },
    question: 'Which ambition is truly yours, and which did you borrow?',
  },
  Ketu: {
    planet: 'Ketu',
    theme: 'Reflection',
    focus: 'Simplify, let go and turn toward insight',
    bestFor: 'Reflection, meditation and simplifying',
    caution: 'Detachment and drifting',
    activities: ['Meditate', 'Let go of one commitment'],
    energy: 0.5,
    secondWindow: {
      theme: 'Quiet Insight',
      activity: 'Reflect and simplify',
      activityType: 'rest',
      intensityShift: -0.1,
      tip: 'Remove one thing from your list instead of adding one.',
    },
    question: 'What could you let go of today to make room for what matters?',
  },
};

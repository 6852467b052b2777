import type { ActivityType, AlignmentResult, AlignmentStatus, MeetingType } from '@flow/contracts';
import { HIGH_ENERGY_INTENSITY, LOW_ENERGY_INTENSITY } from './constants';

/**
 * Event alignment (spec sections 4 and 9): keyword rules map an event to the activity types of the
 * rhythm (focus, collaboration, movement, meals, creative, sleep, rest) and compare it with the block it
 * falls in. Meetings or work in a block under 0.3 intensity are misaligned. A manual override wins over
 * every rule, and any failure gives a neutral 'Scheduled'.
 */

/** Words and phrases (whole words, case-insensitive, with plural and -ing forms) that say what an event is. */
export const EVENT_KEYWORDS: Readonly<Record<ActivityType, readonly string[]>> = {
  meals: ['lunch', 'breakfast', 'brunch', 'dinner', 'supper', 'coffee', 'tea', 'meal', 'eat', 'snack', 'drinks', 'picnic', 'barbecue', 'bbq'],
  movement: [
    'gym',
    'run',
    'running',
    'jog',
    'walk',
    'hike',
    'yoga',
    'pilates',
    'workout',
    'exercise',
    'training',
    'swim',
    'bike',
    'cycling',
    'cycle',
    'tennis',
    'football',
    'soccer',
    'basketball',
    'climbing',
    'stretch',
    'dance',
    'sport',
    'crossfit',
    'spin class',
  ],
  sleep: ['sleep', 'nap', 'bedtime'],
  rest: ['rest', 'relax', 'meditate', 'meditation', 'massage', 'spa', 'break', 'day off', 'downtime', 'reading', 'therapy', 'wind down'],
  creative: [
    'brainstorm',
    'creative',
    'design',
    'draw',
    'sketch',
    'paint',
    'music',
    'compose',
    'ideation',
    'art',
    'photo',
    'photography',
    'craft',
    'storyboard',
    'prototype',
    'jam session',
  ],
  focus: [
    'focus',
    'deep work',
    'write',
    'writing',
    'draft',
    'code',
    'coding',
    'program',
    'study',
    'research',
    'analysis',
    'analyze',
    'analyse',
    'report',
    'plan',
    'planning',
    'strategy',
    'budget',
    'proposal',
    'thesis',
    'homework',
    'exam',
    'debug',
    'review docs',
    'admin',
    'taxes',
    'work on',
  ],
  collaboration: [
    'meeting',
    'meet',
    'call',
    'sync',
    'standup',
    'stand-up',
    'catch up',
    'catch-up',
    '1:1',
    '1on1',
    'one on one',
    'one-on-one',
    'interview',
    'workshop',
    'presentation',
    'present',
    'demo',
    'client',
    'review',
    'retro',
    'retrospective',
    'kickoff',
    'kick-off',
    'huddle',
    'webinar',
    'conference',
    'onboarding',
    'negotiation',
    'pitch',
    'zoom',
    'hangout',
  ],
};

/** When an event matches several types, the first in this order names it ('lunch meeting' is a meal). */
const EVENT_TYPE_PRIORITY: readonly ActivityType[] = ['meals', 'movement', 'sleep', 'rest', 'creative', 'focus', 'collaboration'];
const WORK_TYPES: ReadonlySet<ActivityType> = new Set(['focus', 'collaboration']);

const MEETING_TYPE_ACTIVITY: Readonly<Record<MeetingType, ActivityType>> = {
  deep_work: 'focus',
  creative: 'creative',
  collaboration: 'collaboration',
  one_on_one: 'collaboration',
  light_meeting: 'collaboration',
  social: 'meals',
};

/** Words in a rhythm activity's own text, for callers that only have its text (check-event-alignment). */
const BLOCK_KEYWORDS: readonly [ActivityType, RegExp][] = [
  ['sleep', /\bsleep/i],
  ['meals', /\b(breakfast|lunch|dinner|meal|eat)/i],
  ['movement', /\b(movement|exercise|walk|yoga|run|workout|cardio|stretch|swim|cycl)/i],
  ['creative', /\b(creative|create|design|brainstorm|craft|art)/i],
  ['collaboration', /\b(collaborat|meeting|call|people|social|communication|team)/i],
  ['focus', /\b(focus|deep work|plan|routine|admin|work|review|study|task)/i],
  ['rest', /\b(rest|wind|relax|leisure|rise|reset|breath|pause|quiet|reflect)/i],
];

export const ALIGNMENT_COLORS: Readonly<Record<AlignmentStatus, AlignmentResult['color']>> = {
  aligned: { background: '#DCFCE7', text: '#166534', border: '#86EFAC' },
  misaligned: { background: '#FFEDD5', text: '#9A3412', border: '#FDBA74' },
  neutral: { background: '#DBEAFE', text: '#1E40AF', border: '#93C5FD' },
};

export const ALIGNMENT_BADGES = { aligned: 'Aligned', misaligned: 'Misaligned', neutral: 'Neutral', scheduled: 'Scheduled' } as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KEYWORD_PATTERNS: readonly [ActivityType, RegExp][] = EVENT_TYPE_PRIORITY.map((type) => [
  type,
  new RegExp(`(^|[^a-z0-9])(${EVENT_KEYWORDS[type].map(escape).join('|')})(s|es|ing)?(?=$|[^a-z0-9])`, 'i'),
]);

/** Every activity type an event's words point to, in priority order. */
export function eventActivityTypes(title: string, description?: string | null): ActivityType[] {
  const text = `${title} ${description ?? ''}`;
  return KEYWORD_PATTERNS.filter(([, re]) => re.test(text)).map(([type]) => type);
}

/** The one activity type an event stands for: its words first, then its meeting type, else null. */
export function eventActivityType(title: string, description?: string | null, meetingType?: MeetingType | null): ActivityType | null {
  const types = eventActivityTypes(title, description);
  return types[0] ?? (meetingType ? MEETING_TYPE_ACTIVITY[meetingType] : null);
}

export function blockActivityType(activity: string): ActivityType | null {
  for (const [type, re] of BLOCK_KEYWORDS) if (re.test(activity)) return type;
  return null;
}

type Verdict = 'aligned' | 'neutral' | 'misaligned' | 'misaligned-if-peak';

/** Event type (row) in a block of a type (column). */
const MATRIX: Readonly<Record<ActivityType, Readonly<Record<ActivityType, Verdict>>>> = {
  focus: {
    focus: 'aligned',
    collaboration: 'neutral',
    movement: 'misaligned',
    meals: 'misaligned',
    creative: 'aligned',
    sleep: 'misaligned',
    rest: 'misaligned',
  },
  collaboration: {
    focus: 'misaligned-if-peak',
    collaboration: 'aligned',
    movement: 'neutral',
    meals: 'neutral',
    creative: 'neutral',
    sleep: 'misaligned',
    rest: 'misaligned',
  },
  movement: { focus: 'neutral', collaboration: 'neutral', movement: 'aligned', meals: 'neutral', creative: 'neutral', sleep: 'misaligned', rest: 'neutral' },
  meals: { focus: 'neutral', collaboration: 'neutral', movement: 'neutral', meals: 'aligned', creative: 'neutral', sleep: 'misaligned', rest: 'neutral' },
  creative: { focus: 'aligned', collaboration: 'neutral', movement: 'neutral', meals: 'neutral', creative: 'aligned', sleep: 'misaligned', rest: 'neutral' },
  sleep: { focus: 'misaligned', collaboration: 'misaligned', movement: 'neutral', meals: 'neutral', creative: 'neutral', sleep: 'aligned', rest: 'aligned' },
  rest: { focus: 'neutral', collaboration: 'neutral', movement: 'neutral', meals: 'neutral', creative: 'neutral', sleep: 'aligned', rest: 'aligned' },
};

const EVENT_NOUN: Readonly<Record<ActivityType, string>> = {
  focus: 'Focused work',
  collaboration: 'A meeting',
  movement: 'Exercise',
  meals: 'A meal',
  creative: 'Creative work',
  sleep: 'Sleep',
  rest: 'Rest',
};

export interface AlignmentInput {
  /** The rhythm block's activity (or theme) text. */
  rhythmActivity: string;
  /** The block's activity type when known; otherwise read from `rhythmActivity`. */
  rhythmActivityType?: ActivityType | null;
  rhythmIntensity: number;
  eventTitle: string;
  eventDescription?: string | null;
  meetingType?: MeetingType | null;
  /** A manual override: true aligned, false not aligned; null or absent means automatic. */
  override?: boolean | null;
}

function result(status: AlignmentStatus, badge: string, reason: string): AlignmentResult {
  return { status, badge, reason, color: { ...ALIGNMENT_COLORS[status] } };
}

/** The neutral result used whenever alignment cannot be worked out. */
export function scheduledAlignment(reason = 'Alignment could not be checked for this event'): AlignmentResult {
  return result('neutral', ALIGNMENT_BADGES.scheduled, reason);
}

export function checkAlignment(input: AlignmentInput): AlignmentResult {
  try {
    if (input.override === true) return result('aligned', ALIGNMENT_BADGES.aligned, 'You marked this event as aligned');
    if (input.override === false) return result('misaligned', ALIGNMENT_BADGES.misaligned, 'You marked this event as not aligned');
    if (typeof input.eventTitle !== 'string' || typeof input.rhythmActivity !== 'string' || !Number.isFinite(input.rhythmIntensity)) {
      return scheduledAlignment();
    }
    const activity = input.rhythmActivity.trim() || 'current';
    const blockType = input.rhythmActivityType ?? blockActivityType(activity);
    const eventTypes = eventActivityTypes(input.eventTitle, input.eventDescription);
    const eventType = eventTypes[0] ?? (input.meetingType ? MEETING_TYPE_ACTIVITY[input.meetingType] : null);
    if (!eventType) return result('neutral', ALIGNMENT_BADGES.neutral, `No clear match between this event and your ${activity.toLowerCase()} time`);

    const isWork = WORK_TYPES.has(eventType) || (eventType !== 'meals' && eventTypes.some((t) => WORK_TYPES.has(t)));
    if (input.rhythmIntensity < LOW_ENERGY_INTENSITY && isWork) {
      return result(
        'misaligned',
        ALIGNMENT_BADGES.misaligned,
        `${EVENT_NOUN[eventType]} during a low-energy time (${activity.toLowerCase()}): work here costs you more than usual`,
      );
    }
    if (!blockType) return result('neutral', ALIGNMENT_BADGES.neutral, `No clear match between this event and your ${activity.toLowerCase()} time`);

    let verdict = MATRIX[eventType][blockType];
    if (verdict === 'misaligned-if-peak') verdict = input.rhythmIntensity >= HIGH_ENERGY_INTENSITY ? 'misaligned' : 'neutral';
    if (verdict === 'aligned') return result('aligned', ALIGNMENT_BADGES.aligned, `${EVENT_NOUN[eventType]} fits your ${activity.toLowerCase()} time`);
    if (verdict === 'misaligned')
      return result('misaligned', ALIGNMENT_BADGES.misaligned, `${EVENT_NOUN[eventType]} works against your ${activity.toLowerCase()} time`);
    return result('neutral', ALIGNMENT_BADGES.neutral, `${EVENT_NOUN[eventType]} during ${activity.toLowerCase()}: neither helped nor hindered`);
  } catch {
    return scheduledAlignment();
  }
}

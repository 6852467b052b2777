import type { MeetingType } from '@flow/contracts';
import { englishTypeWords } from './hindi/type-words';

/**
 * Keyword classification of a free-text event into one of the spec's meeting types. Rules are
 * tried in order and the first that matches wins, so the order settles mixed phrases: a meal is
 * social even with the team ('team lunch'), an explicit 1:1 beats 'meeting', a quick call is light
 * even when it says 'sync', and focused or creative work beats the generic meeting words.
 */
interface Rule {
  type: MeetingType;
  pattern: RegExp;
}

const words = (...list: string[]) => new RegExp(`\\b(?:${list.join('|')})\\b`, 'i');

const RULES: Rule[] = [
  {
    type: 'social',
    pattern: words(
      'breakfast',
      'brunch',
      'lunch',
      'dinner',
      'supper',
      'coffee',
      'drinks?',
      'beers?',
      'happy hour',
      'party',
      'birthday',
      'bbq',
      'barbecue',
      'picnic',
      'hang ?out',
      'date night',
      'wedding',
      'game night',
      'movie night',
      'movies?',
      'friends',
      'family',
      'get-?together',
      'celebration',
      'reunion',
    ),
  },
  {
    type: 'one_on_one',
    pattern: /(?:^|\s)(?:1:1|1-1|1 ?on ?1|1-on-1|one[- ]on[- ]one|1to1)(?=\s|$|[,.!?])|\b(?:mentoring|mentorship|mentor|coaching|coach session)\b/i,
  },
  {
    type: 'light_meeting',
    pattern: new RegExp(
      `${words('quick', 'brief', 'short').source}.*${words('call', 'sync', 'chat', 'check-?in', 'meeting', 'catch ?up', 'touch ?base', 'huddle').source}|${words('calls?', 'phone', 'check-?in', 'stand-?up', 'standup', 'huddle', 'touch ?base', 'emails?', 'inbox', 'admin', 'errands?', 'grocer(?:y|ies)', 'shopping', 'paperwork', 'invoices?', 'status update').source}`,
      'i',
    ),
  },
  {
    type: 'deep_work',
    pattern: words(
      'deep work',
      'deep-work',
      'focus(?:ed)?',
      'heads? ?down',
      'concentrat(?:e|ion)',
      'writ(?:e|ing)',
      'report',
      'code',
      'coding',
      'programming',
      'develop(?:ment)?',
      'study(?:ing)?',
      'research',
      'analy[sz](?:e|is|ing)',
      'thesis',
      'dissertation',
      'paper',
      'proposal',
      'budget',
      'spreadsheet',
      'strategy',
      'draft(?:ing)?',
      'prep(?:are)?',
      'learn(?:ing)?',
      'read(?:ing)?',
      'exam',
      'homework',
    ),
  },
  {
    type: 'creative',
    pattern: words(
      'brainstorm(?:ing)?',
      // 'Sync with design' is a meeting with the design team.
      '(?<!\\bwith\\s)design(?:ing)?',
      'creative',
      'ideation',
      'ideas?',
      'sketch(?:ing)?',
      'draw(?:ing)?',
      'paint(?:ing)?',
      'music',
      'compose',
      'composing',
      'songwriting',
      'art',
      'photo(?:graphy|shoot)?',
      'video',
      'film(?:ing)?',
      'storyboard',
      'prototyp(?:e|ing)',
      'mood ?board',
      'craft(?:ing)?',
      'jam session',
    ),
  },
  // 'Check in with the contractor' is a short call; 'Check in with Sara' is a one-on-one (tried first).
  { type: 'light_meeting', pattern: words('check in') },
  {
    type: 'collaboration',
    pattern: words(
      'meeting',
      'meet',
      'team',
      'sync',
      'workshop',
      'kick-?off',
      'retro(?:spective)?',
      'sprint',
      'planning',
      'review',
      'client',
      'customer',
      'stakeholders?',
      'presentation',
      'present',
      'demo',
      'interview',
      'board',
      'all-?hands',
      'town ?hall',
      'offsite',
      'pairing',
      'pair programming',
      'collab(?:oration)?',
      'conference',
      'webinar',
      'catch ?up',
      'project',
    ),
  },
];

/** 'with Sam' (one capitalised name, no group words): a conversation between two people. */
const WITH_ONE_PERSON = /\bwith\s+(?!the\b|my\b|our\b|team\b|everyone\b|all\b)[A-Z][\p{L}'-]*(?![\p{L}'-])(?!\s*(?:,|and\b|&|\+))/u;

export interface MeetingTypeClassification {
  meetingType: MeetingType;
  /** False when nothing matched and the spec's default (collaboration) was used. */
  classified: boolean;
}

export function classifyMeetingType(said: string): MeetingTypeClassification {
  // A Hindi title by the English words its words stand for (hindi/type-words.ts).
  const title = englishTypeWords(said);
  for (const rule of RULES.slice(0, 5)) if (rule.pattern.test(title)) return { meetingType: rule.type, classified: true };
  // Meeting one named person ('meeting with Sam', 'catch up with Ana') is a one-on-one.
  if (WITH_ONE_PERSON.test(title)) return { meetingType: 'one_on_one', classified: true };
  for (const rule of RULES.slice(5)) if (rule.pattern.test(title)) return { meetingType: rule.type, classified: true };
  return { meetingType: 'collaboration', classified: false };
}

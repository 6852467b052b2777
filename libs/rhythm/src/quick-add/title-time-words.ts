/**
 * Time words that belong to the event's name rather than say when it is: 'game night', 'morning
 * pages', 'Parents evening', 'Plan the week', 'Review last month's numbers', 'Weekend planning'. They
 * are hidden from chrono (blanked, so its indexes still point into the text) and stay in the title;
 * a period word among them still hints at the time of day when nothing more precise is said.
 */
export interface Span {
  index: number;
  length: number;
}
export interface TimeWordsInTitle {
  spans: Span[];
  /** 'morning', 'evening', 'night'… of a named period ('morning run'), for the start time. */
  period: string | null;
}

const WEEKDAY = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
/** Words that follow a time word when it says when ('morning at 9', 'evening on Friday'), not when it names something. */
const NOT_A_NOUN = `(?:at|on|of|in|by|for|from|to|until|till|with|and|or|tomorrow|today|tonight|this|next|every|each|between|around|about|before|after|${WEEKDAY})\\b`;
/** Words before a period word that make it a time ('this evening', 'Friday morning', 'every morning'). */
const TIME_LEADER = new RegExp(
  `^(?:this|that|tomorrow|today|yesterday|every|each|the|in|on|at|by|one|some|early|late|mid|same|next|last|from|until|till|to|and|or|through|minutes?|mins?|hours?|hrs?|${WEEKDAY}|mon|tue|wed|thu|fri|sat|sun)$`,
  'i',
);

const NAMED_NIGHT =
  /\b(?:game|date|movie|quiz|trivia|karaoke|poker|bingo|girls'?|guys'?|ladies'?|boys'?|pizza|taco|wine|jazz|comedy|open mic|election|opening|family) night\b/i;
const LEADING_PERIOD = new RegExp(`^(morning|afternoon|evening|night)\\s+(?!${NOT_A_NOUN}|\\d)(?=[a-z])`, 'i');
const PERIOD_WORD = /(?<![\w-])(morning|afternoon|evening)(?![\w-])/gi;
/** 'Tomorrow's agenda', 'last month's numbers', 'Friday's demo'. */
const POSSESSIVE = new RegExp(
  `\\b(?:tomorrow|today|tonight|yesterday|(?:next|last|this)\\s+(?:week|month|year|weekend|quarter)|weekend|${WEEKDAY})'s\\b`,
  'gi',
);
/** 'Plan next week', 'Review this month': what a planning verb at the start works on. */
const PLANNED_SPAN = new RegExp(
  `^(?:(?:remind me to|time to|let's|lets|i need to|i want to)\\s+)?(?:plan(?:ning)?|review(?:ing)?|recap|prep(?:are)?|organi[sz]e|map out|reflect on|look ahead to|wrap up|close out)\\s+(?:for\\s+)?((?:the|this|next|last|my|our)\\s+(?:day|week|month|quarter|year|weekend)(?:\\s+ahead)?)\\b`,
  'i',
);
/** 'the week', 'the month' on their own name a span of time, not a date ('for the week', not 'in the week'). */
const THE_SPAN =
  /(?<!\b(?:of|in|during|later|by|within|until|till|through|end of)\s)\bthe\s+(?:week|month|year|quarter|day)(?!\s+(?:after|before)\b)(?:\s+ahead)?\b/gi;
/** 'Weekend planning', 'Midweek check-in': a leading span word that describes the event. */
const LEADING_SPAN_ADJECTIVE = new RegExp(`^(weekend|midweek|weekday)\\s+(?!${NOT_A_NOUN}|\\d)(?=[a-z])`, 'i');

export function timeWordsInTitle(text: string): TimeWordsInTitle {
  const spans: Span[] = [];
  let period: string | null = null;
  // Rules overlap ('Plan the week' is a planned span and 'the week'): each word once.
  const add = (span: Span) => {
    if (!spans.some((s) => span.index < s.index + s.length && s.index < span.index + span.length)) spans.push(span);
  };
  const named = NAMED_NIGHT.exec(text);
  if (named) {
    add({ index: named.index, length: named[0].length });
    period = 'night';
  }
  const leading = LEADING_PERIOD.exec(text);
  if (leading) {
    add({ index: 0, length: leading[1]!.length });
    period ??= leading[1]!.toLowerCase();
  }
  for (const match of text.matchAll(PERIOD_WORD)) {
    if (match.index === 0) continue;
    const before = /([\p{L}']+)\s+$/u.exec(text.slice(0, match.index))?.[1] ?? '';
    const after = text.slice(match.index + match[0].length);
    const nounFollows = new RegExp(`^\\s+(?!${NOT_A_NOUN}|\\d)[a-z]`, 'i').test(after);
    // 'Write morning pages' (a noun follows) or 'Parents evening' (a noun before): part of a name.
    if (before && !TIME_LEADER.test(before) && (nounFollows || /^[\p{Lu}]/u.test(before) || /s'?$/.test(before))) {
      add({ index: match.index, length: match[0].length });
      period ??= match[1]!.toLowerCase();
    }
  }
  for (const match of text.matchAll(POSSESSIVE)) add({ index: match.index, length: match[0].length });
  const planned = PLANNED_SPAN.exec(text);
  if (planned) add({ index: planned.index + planned[0].length - planned[1]!.length, length: planned[1]!.length });
  for (const match of text.matchAll(THE_SPAN)) add({ index: match.index, length: match[0].length });
  const adjective = LEADING_SPAN_ADJECTIVE.exec(text);
  if (adjective) add({ index: 0, length: adjective[1]!.length });
  return { spans: spans.sort((a, b) => a.index - b.index), period };
}

import * as chrono from 'chrono-node';
import type { DateOrder } from './date-order';

/**
 * chrono-node's English parser with the few phrasings people type into a quick-add box that it
 * does not read on its own: 'the 15th', 'day after tomorrow'. Lower-case 'sat'/'sun' on their own
 * are words ('sat down'), not weekdays.
 */
const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

function buildQuickAddChrono(dayFirst: boolean): chrono.Chrono {
  const configuration = chrono.en.configuration.createCasualConfiguration(false);
  // Day-first changes only how numeric dates are read (chrono's slash-date parser, the one with a day
  // group): chrono's own day-first mode would also take 'March 24' for March 2024.
  if (dayFirst) {
    const dayFirstParsers = chrono.en.configuration.createCasualConfiguration(true).parsers;
    configuration.parsers = configuration.parsers.map((parser, i) => ('groupNumberDay' in parser ? dayFirstParsers[i]! : parser));
  }
  const custom = new chrono.en.Chrono(configuration);
  custom.parsers.push({
    pattern: () => /\b(?:day after tomorrow|the day after tomorrow)\b/i,
    extract: (context) => {
      const ref = context.reference.getDateWithAdjustedTimezone();
      const target = new Date(Date.UTC(ref.getFullYear(), ref.getMonth(), ref.getDate() + 2));
      return context.createParsingComponents({ year: target.getUTCFullYear(), month: target.getUTCMonth() + 1, day: target.getUTCDate() });
    },
  });
  // 'a week from Friday', 'two weeks from tomorrow'
  custom.parsers.push({
    pattern: () => new RegExp(`\\b(a|one|two|three|four|\\d{1,2})\\s+(days?|weeks?)\\s+from\\s+(today|tomorrow|${WEEKDAY_NAMES.join('|')})\\b`, 'i'),
    extract: (context, match) => {
      const ref = context.reference.getDateWithAdjustedTimezone();
      const count = { a: 1, one: 1, two: 2, three: 3, four: 4 }[match[1]!.toLowerCase() as 'a'] ?? Number(match[1]);
      const anchor = match[3]!.toLowerCase();
      let ahead = anchor === 'today' ? 0 : anchor === 'tomorrow' ? 1 : (WEEKDAY_NAMES.indexOf(anchor) - ref.getDay() + 7) % 7 || 7;
      ahead += count * (/week/i.test(match[2]!) ? 7 : 1);
      const target = new Date(Date.UTC(ref.getFullYear(), ref.getMonth(), ref.getDate() + ahead));
      return context.createParsingComponents({ year: target.getUTCFullYear(), month: target.getUTCMonth() + 1, day: target.getUTCDate() });
    },
  });
  custom.parsers.push({
    pattern: () => /\b(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?[a-z]{3})|\bon\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?[a-z]{3})/i,
    extract: (context, match) => {
      const day = Number(match[1] ?? match[2]);
      const ref = context.reference.getDateWithAdjustedTimezone();
      // The next such day of month from today: the 15th said on the 20th is next month's.
      for (let ahead = 0; ahead < 3; ahead++) {
        const month = ref.getMonth() + ahead + (day < ref.getDate() ? 1 : 0);
        const candidate = new Date(Date.UTC(ref.getFullYear(), month, day));
        if (candidate.getUTCDate() === day) {
          return context.createParsingComponents({ year: candidate.getUTCFullYear(), month: candidate.getUTCMonth() + 1, day });
        }
      }
      return null;
    },
  });
  custom.refiners.push({
    refine: (context, results) =>
      results.filter((result) => {
        const said = result.text.trim();
        if (/^(?:sat|sun)$/.test(said)) return false;
        // 'next quarter' is what a meeting is about ('plan next quarter'), not when it is.
        if (/\bquarter\b/i.test(said)) return false;
        // 'game night', 'date night': a bare 'night' is a time only after 'at', 'the', 'this' or a day ('tomorrow night', 'Friday night').
        if (/^night$/i.test(said))
          return new RegExp(`\\b(?:at|the|this|tomorrow|today|${WEEKDAY_NAMES.join('|')})\\s+$`, 'i').test(context.text.slice(0, result.index));
        return true;
      }),
  });
  return custom;
}

/** The parser for each way of writing numeric dates: '03/12' is 3 December day-first, 12 March month-first. */
const CHRONOS: Record<DateOrder, chrono.Chrono> = { 'month-first': buildQuickAddChrono(false), 'day-first': buildQuickAddChrono(true) };
export const quickAddChrono = (order: DateOrder): chrono.Chrono => CHRONOS[order];

const HOUR_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const HOUR = `(\\d{1,2}|${Object.keys(HOUR_WORDS).join('|')})`;
const hourNumber = (said: string) => HOUR_WORDS[said.toLowerCase()] ?? Number(said);
const MINUTE_WORDS: Record<string, string> = { fifteen: '15', thirty: '30', fortyfive: '45' };
/** A clock time as typed: '2', '3:30', '4pm', '10:30 am'. */
const CLOCK = '\\d{1,2}(?::\\d{2})?(?:\\s*[ap]\\.?m\\.?)?';
/** A clock range written with a dash ('9-12', '11–11:30'); not a date ('2026-03-12') and not '1-1' (a one-on-one). */
const DASH_RANGE = /(?<![\d/:.-])(\d{1,2})(?::(\d{2}))?\s*[-–—]\s*(\d{1,2})(?::(\d{2}))?(?![\d/:.-])/g;

/** Rewrites that chrono does not understand into forms it does ('half past two' → '2:30', '9-12' → '9:00-12:00'). */
export function normalizeTimeWords(text: string): string {
  return (
    text
      .replace(new RegExp(`\\bhalf past ${HOUR}\\b`, 'gi'), (_, h: string) => `${hourNumber(h)}:30`)
      .replace(new RegExp(`\\bquarter past ${HOUR}\\b`, 'gi'), (_, h: string) => `${hourNumber(h)}:15`)
      .replace(new RegExp(`\\bquarter to ${HOUR}\\b`, 'gi'), (_, h: string) => `${(hourNumber(h) + 11) % 12 || 12}:45`)
      // 'at half twelve' (12:30) and 'at five thirty': only after a word that introduces a time.
      .replace(new RegExp(`\\b(at|by|from|until|till|to)\\s+half\\s+${HOUR}\\b`, 'gi'), (_, before: string, h: string) => `${before} ${hourNumber(h)}:30`)
      .replace(
        new RegExp(`\\b(at|by|from|until|till|to)\\s+${HOUR}\\s+(fifteen|thirty|forty[- ]?five)\\b`, 'gi'),
        (_, before: string, h: string, m: string) => `${before} ${hourNumber(h)}:${MINUTE_WORDS[m.toLowerCase().replace(/[- ]/, '')]}`,
      )
      .replace(/\b12\s+(noon|midnight)\b/gi, '$1')
      .replace(new RegExp(`\\bbetween\\s+(${CLOCK})\\s+and\\s+(${CLOCK})`, 'gi'), 'from $1 to $2')
      .replace(new RegExp(`\\b${HOUR} o'?clock\\b`, 'gi'), (_, h: string) => `${hourNumber(h)}:00`)
      .replace(new RegExp(`\\bat ${HOUR}\\b(?![-–:])`, 'gi'), (said: string, h: string) => (/\d/.test(h) ? said : `at ${hourNumber(h)}`))
      .replace(DASH_RANGE, (said: string, h1: string, m1: string | undefined, h2: string, m2: string | undefined) =>
        h1 === h2 && !m1 && !m2 ? said : `${h1}:${m1 ?? '00'}-${h2}:${m2 ?? '00'}`,
      )
      .replace(/\bweds\b/gi, 'wed')
      .replace(/\bthurs\b/gi, 'thu')
      .replace(/\btues\b/gi, 'tue')
      .replace(/\s*@\s*(?=\d)/g, ' at ')
      .replace(/\bmidday\b/gi, 'noon')
  );
}

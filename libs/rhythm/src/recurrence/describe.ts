/**
 * RRULEs in words for the UI ('Repeats every weekday') and the few repeats the Quick Add details step
 * offers for a start date. Pure string work: the web app uses it without the expansion library.
 */
const DAY_NAMES: Record<string, string> = { MO: 'Monday', TU: 'Tuesday', WE: 'Wednesday', TH: 'Thursday', FR: 'Friday', SA: 'Saturday', SU: 'Sunday' };
const ISO_WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const ORDINAL_WORDS: Record<string, string> = { '1': 'first', '2': 'second', '3': 'third', '4': 'fourth', '5': 'fifth', '-1': 'last' };
const UNITS: Record<string, [string, string]> = {
  DAILY: ['day', 'daily'],
  WEEKLY: ['week', 'weekly'],
  MONTHLY: ['month', 'monthly'],
  YEARLY: ['year', 'yearly'],
};

const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

export function rruleParts(rrule: string): Record<string, string> {
  return Object.fromEntries(
    rrule
      .replace(/^RRULE:/i, '')
      .split(';')
      .map((part) => part.split('='))
      .filter((kv): kv is [string, string] => kv.length === 2)
      .map(([k, v]) => [k.toUpperCase(), v.toUpperCase()]),
  );
}

/** 'Repeats every weekday', 'Repeats every 2 weeks on Friday, 10 times', 'Repeats monthly on the second Tuesday, until 1 June 2026'. */
export function describeRecurrence(rrule: string): string {
  const p = rruleParts(rrule);
  const [unit, adverb] = UNITS[p['FREQ'] ?? ''] ?? ['time', 'regularly'];
  const interval = Number(p['INTERVAL'] ?? 1);
  const days = (p['BYDAY'] ?? '').split(',').filter(Boolean);
  let text: string;
  if (p['FREQ'] === 'WEEKLY' && interval === 1 && days.length === 5 && ['MO', 'TU', 'WE', 'TH', 'FR'].every((d) => days.includes(d))) text = 'every weekday';
  else {
    text = interval > 1 ? `every ${interval} ${unit}s` : p['FREQ'] === 'DAILY' ? 'every day' : adverb;
    const nth = days.length === 1 ? /^([+-]?\d)([A-Z]{2})$/.exec(days[0]!) : null;
    if (nth) text += ` on the ${ORDINAL_WORDS[nth[1]!.replace('+', '')] ?? nth[1]} ${DAY_NAMES[nth[2]!] ?? nth[2]}`;
    else if (days.length) text += ` on ${list(days.map((d) => DAY_NAMES[d] ?? d))}`;
    if (p['BYMONTHDAY']) text += ` on day ${p['BYMONTHDAY']}`;
  }
  if (p['COUNT']) text += `, ${p['COUNT']} times`;
  const until = /^(\d{4})(\d{2})(\d{2})/.exec(p['UNTIL'] ?? '');
  if (until)
    text += `, until ${Number(until[3])} ${new Date(Date.UTC(Number(until[1]), Number(until[2]) - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' })} ${until[1]}`;
  return `Repeats ${text}`;
}

export interface RepeatChoice {
  label: string;
  /** null: does not repeat. */
  rrule: string | null;
}

/** The repeats offered for an event on local day `date` (YYYY-MM-DD): none, daily, weekdays, weekly, every 2 weeks, monthly on its weekday. */
export function repeatChoices(date: string): RepeatChoice[] {
  const day = new Date(`${date}T12:00:00Z`);
  const code = ISO_WEEKDAY_CODES[(day.getUTCDay() + 6) % 7]!;
  const nth = Math.ceil(day.getUTCDate() / 7);
  const rules = [
    null,
    'FREQ=DAILY',
    'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
    `FREQ=WEEKLY;BYDAY=${code}`,
    `FREQ=WEEKLY;INTERVAL=2;BYDAY=${code}`,
    `FREQ=MONTHLY;BYDAY=${nth > 4 ? -1 : nth}${code}`,
  ];
  return rules.map((rrule) => ({
    rrule,
    label: rrule
      ? describeRecurrence(rrule)
          .replace(/^Repeats /, '')
          .replace(/^./, (c) => c.toUpperCase())
      : 'Does not repeat',
  }));
}

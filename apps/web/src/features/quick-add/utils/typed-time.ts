/**
 * Spec section 5, the typed-time box ('Type time (e.g., 2:30pm)'): an hour with optional minutes
 * and an optional am/pm. 12pm stays 12, 12am becomes 0; without am/pm the hour is read on a 24-hour
 * clock. Anything else is not a time (null), and the box ignores it.
 * Accepts '2pm', '2:30pm', '2.30 pm', '14:30', '9', '0930', '2:30 p.m.'.
 */
export function parseTypedTime(text: string): number | null {
  const cleaned = text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\b([ap])\.?\s?m\.?$/, '$1m');
  const m = /^(\d{1,2})(?:[:.]?(\d{2}))?\s?(am|pm|a|p)?$/.exec(cleaned);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = m[2] === undefined ? 0 : Number(m[2]);
  const meridiem = m[3]?.[0] as 'a' | 'p' | undefined;
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    if (meridiem === 'a') hour = hour === 12 ? 0 : hour;
    else hour = hour === 12 ? 12 : hour + 12;
  } else if (hour > 23) {
    return null;
  }
  return hour * 60 + minute;
}

import type { Suggestion } from '@flow/contracts';
import type { TFunction } from 'i18next';

/**
 * A 'Suggested Now' line in the UI language. @flow/rhythm writes them on this device in English around
 * the day's own words (block names and recommendations, already in the person's language from the
 * server): each of its sentences is read back here and said through the catalog; any other passes as is.
 */
export function suggestionWords(t: TFunction<'today'>, s: Pick<Suggestion, 'title' | 'reason'>): { title: string; reason: string } {
  return { title: titleOf(t, s.title), reason: reasonOf(t, s.reason) };
}

function titleOf(t: TFunction<'today'>, title: string): string {
  if (title === 'Pause and re-orient') return t('suggest.pause');
  const present = /^Be present in (.+)$/.exec(title);
  if (present) return t('suggest.present', { activity: present[1] });
  const prepare = /^Prepare for (.+)$/.exec(title);
  if (prepare) return t('suggest.prepare', { theme: prepare[1] });
  return title;
}

function reasonOf(t: TFunction<'today'>, reason: string): string {
  if (reason === 'Threshold Moment: you are between blocks; choose what comes next on purpose.') return t('suggest.pauseWhy');
  if (reason === 'Give this event your full attention.') return t('suggest.attention');
  const until = /^(.+) until (\d{1,2}:\d{2})$/.exec(reason);
  if (until) return t('suggest.until', { theme: until[1], time: until[2] });
  const starts = /^(.+) starts at (\d{1,2}:\d{2})$/.exec(reason);
  if (starts) return t('suggest.startsAt', { activity: starts[1], time: starts[2] });
  return reason;
}

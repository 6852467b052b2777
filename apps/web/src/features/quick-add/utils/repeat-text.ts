import { describeRecurrence, repeatChoices, rruleParts } from '@flow/rhythm';
import type { TFunction } from 'i18next';
import { uiLanguage, inUiLanguage } from '../../../lib/app-language';

const ISO_DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/** A weekday's name ('Friday', 'शुक्रवार') from its RRULE code (2026-01-05 was a Monday). */
function weekdayName(code: string): string {
  const index = ISO_DAYS.indexOf(code);
  const locale = uiLanguage() === 'hi' ? 'hi-IN' : 'en-US';
  return inUiLanguage(new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 5 + index)));
}

type RuleKind = { id: 'daily' | 'weekdays' } | { id: 'weekly' | 'biweekly'; weekday: string } | { id: 'monthly'; weekday: string; nth: string };

/** The repeats Quick Add offers (repeatChoices), by kind; null for any other rule (said in English by describeRecurrence). */
function kindOf(rrule: string): RuleKind | null {
  const p = rruleParts(rrule);
  const keys = Object.keys(p).sort().join(';');
  const day = p['BYDAY'] ?? '';
  if (keys === 'FREQ' && p['FREQ'] === 'DAILY') return { id: 'daily' };
  if (keys === 'BYDAY;FREQ' && p['FREQ'] === 'WEEKLY' && day === 'MO,TU,WE,TH,FR') return { id: 'weekdays' };
  if (keys === 'BYDAY;FREQ' && p['FREQ'] === 'WEEKLY' && ISO_DAYS.includes(day)) return { id: 'weekly', weekday: weekdayName(day) };
  if (keys === 'BYDAY;FREQ;INTERVAL' && p['FREQ'] === 'WEEKLY' && p['INTERVAL'] === '2' && ISO_DAYS.includes(day))
    return { id: 'biweekly', weekday: weekdayName(day) };
  const nth = /^(-1|[1-4])([A-Z]{2})$/.exec(day);
  if (keys === 'BYDAY;FREQ' && p['FREQ'] === 'MONTHLY' && nth && ISO_DAYS.includes(nth[2]!))
    return { id: 'monthly', weekday: weekdayName(nth[2]!), nth: nth[1]! };
  return null;
}

/** 'Repeats every weekday' in the UI language (the summary line). */
export function repeatsText(t: TFunction<'quickAdd'>, rrule: string): string {
  const kind = kindOf(rrule);
  return kind ? t(`repeats.${kind.id}`, kind) : describeRecurrence(rrule);
}

/** The label of a choice in the Repeat control ('Every weekday'). */
export function repeatLabel(t: TFunction<'quickAdd'>, rrule: string | null): string {
  if (rrule === null) return t('repeat.none');
  const kind = kindOf(rrule);
  return kind
    ? t(`repeat.${kind.id}`, kind)
    : describeRecurrence(rrule)
        .replace(/^Repeats /, '')
        .replace(/^./, (c) => c.toUpperCase());
}

/** The repeats offered for the draft's day, with the one it has (read from the text) kept when it is not among them. */
export function repeatOptions(t: TFunction<'quickAdd'>, date: string, current: string | null): { rrule: string | null; label: string }[] {
  const rules = repeatChoices(date).map((c) => c.rrule);
  if (current && !rules.includes(current)) rules.splice(1, 0, current);
  return rules.map((rrule) => ({ rrule, label: repeatLabel(t, rrule) }));
}

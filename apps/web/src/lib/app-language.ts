import type { Language } from '@flow/contracts';
import { pseudoText } from '../i18n/pseudo-text';

/** The contract's LANGUAGES, as a value here: importing it would bring zod into the first load. */
export const UI_LANGUAGES: readonly Language[] = ['en', 'hi'];

/**
 * The language the screen speaks now, without i18next: the clock and date helpers read it (the
 * locale dates and times are written in) and stay out of the i18n chunk. 'en-XA' is the pseudo-locale
 * (tests and translators only): English with every letter accented, so untranslated text stands out.
 */
export type UiLanguage = Language | typeof PSEUDO_LANGUAGE;
export const PSEUDO_LANGUAGE = 'en-XA';
const KEY = 'flow.language';

let current: UiLanguage = 'en';

export const uiLanguage = (): UiLanguage => current;
export const setUiLanguage = (language: UiLanguage) => {
  current = language;
};

export const isUiLanguage = (value: unknown): value is UiLanguage => value === PSEUDO_LANGUAGE || (UI_LANGUAGES as readonly unknown[]).includes(value);

/** The language last used in this browser (before the profile answers), else the browser's own. */
export function storedLanguage(): UiLanguage {
  try {
    const stored = localStorage.getItem(KEY);
    if (isUiLanguage(stored)) return stored;
    const browser = (navigator.languages ?? [navigator.language]).map((tag) => tag.toLowerCase().split('-')[0]);
    return browser[0] === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en';
  }
}

export function storeLanguage(language: UiLanguage): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {}
}

/** A formatted date, time or number as the pseudo-locale shows it (unchanged in English and Hindi). */
export const inUiLanguage = (text: string): string => (current === PSEUDO_LANGUAGE ? pseudoText(text) : text);

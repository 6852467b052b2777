import { PSEUDO_LANGUAGE, setUiLanguage, storeLanguage, type UiLanguage } from '../lib/app-language';
import { en } from './catalogs/en';
import type { i18n as I18n } from './api';
import { createI18n } from './runtime';

/**
 * FLOW's words: catalogs of ICU MessageFormat messages (plural and select rules by language, one
 * syntax for translators) per namespace, read through `useTranslation(ns)` and `t(id, values)` as
 * react-i18next has them. The runtime is our own few lines (runtime.ts, message-format.ts) instead of
 * i18next, react-i18next, i18next-icu and intl-messageformat's parser: those were 32 KiB gzip of
 * the signed-in first load (issue 41: the first load must not grow). `react-i18next` resolves to
 * ./react-i18next.ts (vite.config.ts, tsconfig.json and jest.config.js) and the types of `i18next`
 * to ./api.ts, so feature code imports `useTranslation` and `TFunction` from there as before. English is in the first load and ready before the first
 * render (no flash of ids); Hindi and the pseudo-locale are fetched when chosen.
 */
export type { I18n };
// The pseudo-locale's plural and number rules are English.
export const i18n: I18n = createI18n(en, (language) => (language === PSEUDO_LANGUAGE ? 'en' : language));

/** Each language's catalogs, fetched once, on demand. */
const loaders: Record<Exclude<UiLanguage, 'en'>, () => Promise<Record<string, Record<string, string>>>> = {
  hi: () => import('./catalogs/hi').then((m) => m.hi),
  [PSEUDO_LANGUAGE]: () => import('./pseudo').then((m) => m.pseudoCatalog(en)),
};

/** Switches every text on screen to `language` (its catalogs fetched first), and remembers it here. */
export async function changeLanguage(language: UiLanguage): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'common')) {
    const catalogs = await loaders[language]();
    for (const [ns, messages] of Object.entries(catalogs)) i18n.addResourceBundle(language, ns, messages);
  }
  // Before the texts re-render: the dates and times those renders write follow the language too.
  setUiLanguage(language);
  storeLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language === PSEUDO_LANGUAGE ? 'en' : language;
}

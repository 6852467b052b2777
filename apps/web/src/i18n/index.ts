import i18next, { type i18n as I18n } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import { PSEUDO_LANGUAGE, setUiLanguage, storeLanguage, type UiLanguage } from '../lib/app-language';
import { en } from './catalogs/en';

/**
 * FLOW's words: i18next with ICU MessageFormat catalogs (plural and select rules by language, one
 * syntax for translators), through react-i18next. English is in the first load and ready before the
 * first render (no flash of ids); Hindi and the pseudo-locale are fetched when chosen.
 */
export const i18n: I18n = i18next.createInstance();

void i18n
  .use(new ICU({ parseLngForICU: (lng) => (lng === PSEUDO_LANGUAGE ? 'en' : lng) }))
  .use(initReactI18next)
  .init({
    resources: { en },
    lng: 'en',
    fallbackLng: 'en',
    ns: Object.keys(en),
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: ':',
    returnNull: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

/** Each language's catalogs, fetched once, on demand. */
const loaders: Record<Exclude<UiLanguage, 'en'>, () => Promise<Record<string, Record<string, string>>>> = {
  hi: () => import('./catalogs/hi').then((m) => m.hi),
  [PSEUDO_LANGUAGE]: () => import('./pseudo').then((m) => m.pseudoCatalog(en)),
};

/** Switches every text on screen to `language` (its catalogs fetched first), and remembers it here. */
export async function changeLanguage(language: UiLanguage): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'common')) {
    const catalogs = await loaders[language]();
    for (const [ns, messages] of Object.entries(catalogs)) i18n.addResourceBundle(language, ns, messages, true, true);
  }
  // Before i18next re-renders: the dates and times those renders write follow the language too.
  setUiLanguage(language);
  storeLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language === PSEUDO_LANGUAGE ? 'en' : language;
}

import { PSEUDO_LANGUAGE } from '../lib/app-language';
import type { EnglishPages } from './catalogs/en/pages';
import { pseudoMessage } from './pseudo';
import { i18n } from '.';

/**
 * A page's English namespace, added when the page's chunk loads, not in the first load of every route
 * (the pseudo-locale's twin with it; Hindi comes in the on-demand Hindi chunk). Call it at the top of
 * the module whose value the page's components import, and pass what it returns to useTranslation().
 */
export function pageNamespace<Ns extends keyof EnglishPages>(ns: Ns, english: EnglishPages[Ns]): Ns {
  if (!i18n.hasResourceBundle('en', ns)) {
    i18n.addResourceBundle('en', ns, english);
    const pseudo = Object.fromEntries(Object.entries(english as Record<string, string>).map(([id, text]) => [id, pseudoMessage(text)]));
    i18n.addResourceBundle(PSEUDO_LANGUAGE, ns, pseudo);
  }
  return ns;
}

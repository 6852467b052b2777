import type { i18n as I18n, TFunction } from './api';
import { compile, type Compiled, type Values } from './message-format';

/** One language's catalogs: namespace → message id → ICU message. */
export type Catalogs = Record<string, Readonly<Record<string, string>>>;

/**
 * What the app used of i18next, in the few lines it needs: catalogs per language and namespace, ids as
 * 'ns:id', English as the fallback for a missing message, ICU messages (message-format.ts) compiled once.
 * A message that does not format (a value missing) shows as written, as i18next-icu did.
 */
export function createI18n(english: Catalogs, formatLocale: (language: string) => string): I18n {
  const resources = new Map<string, Catalogs>([['en', { ...english }]]);
  const compiled = new Map<string, Compiled>();
  const listeners = new Set<() => void>();
  let current = 'en';

  function translate(language: string, defaultNs: string, id: string, values?: Values): string {
    const en = resources.get('en')!;
    const colon = id.indexOf(':');
    // Namespaces are English's: those of the first load and those a page's chunk added.
    const prefixed = colon > 0 && Object.hasOwn(en, id.slice(0, colon));
    const ns = prefixed ? id.slice(0, colon) : defaultNs;
    const key = prefixed ? id.slice(colon + 1) : id;
    const message = resources.get(language)?.[ns]?.[key] ?? en[ns]?.[key];
    if (message === undefined) return key;
    if (!/[{']/.test(message)) return message;
    const locale = formatLocale(language);
    const cacheKey = `${locale}\u0000${message}`;
    try {
      let format = compiled.get(cacheKey);
      if (!format) compiled.set(cacheKey, (format = compile(message, locale)));
      return format(values);
    } catch {
      return message;
    }
  }

  const getFixedT = (language: string | null, ns: string) =>
    ((id: string, values?: Values) => translate(language ?? current, ns, id, values)) as TFunction<never>;

  return {
    get language() {
      return current;
    },
    t: getFixedT(null, 'common'),
    getFixedT,
    hasResourceBundle: (language, ns) => Boolean(resources.get(language)?.[ns]),
    addResourceBundle(language, ns, messages) {
      resources.set(language, { ...resources.get(language), [ns]: { ...resources.get(language)?.[ns], ...messages } });
    },
    async changeLanguage(language) {
      if (language === current) return;
      current = language;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

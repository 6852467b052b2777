import { compile, type Compiled, type Values } from './message-format';

/** One language's catalogs: namespace → message id → ICU message. */
export type Catalogs = Record<string, Readonly<Record<string, string>>>;

/**
 * Message ids checked against the English catalogs: with `useTranslation('settings')`, t('title') and
 * t('common:close') compile, a typo does not.
 */
export type TFunction<English extends Catalogs, Ns extends keyof English> = (
  id: Extract<keyof English[Ns], string> | { [N in keyof English & string]: `${N}:${Extract<keyof English[N], string>}` }[keyof English & string],
  values?: Values,
) => string;

export interface I18n<English extends Catalogs> {
  /** The language the screen speaks ('en', 'hi', the pseudo-locale 'en-XA'). */
  readonly language: string;
  /** A message of the `common` namespace, or of another as 'ns:id', in the current language. */
  t: TFunction<English, 'common'>;
  /** A `t` whose unprefixed ids are `ns`'s. */
  getFixedT<Ns extends keyof English & string>(ns: Ns): TFunction<English, Ns>;
  hasResourceBundle(language: string, ns: string): boolean;
  addResourceBundle(language: string, ns: string, messages: Readonly<Record<string, string>>): void;
  /** Switches the language (its catalogs added first) and re-renders every `useTranslation`. */
  changeLanguage(language: string): Promise<void>;
  /** Called after each change of language (useSyncExternalStore's contract). */
  subscribe(listener: () => void): () => void;
}

/**
 * What the app used of i18next, in the few lines it needs: catalogs per language and namespace, ids as
 * 'ns:id', English as the fallback for a missing message, ICU messages (message-format.ts) compiled once.
 * A message that does not format (a value missing) shows as written, as i18next-icu did.
 */
export function createI18n<English extends Catalogs>(english: English, formatLocale: (language: string) => string): I18n<English> {
  const resources = new Map<string, Catalogs>([['en', { ...english }]]);
  const compiled = new Map<string, Compiled>();
  const listeners = new Set<() => void>();
  let language = 'en';

  function translate(defaultNs: string, id: string, values?: Values): string {
    const colon = id.indexOf(':');
    const prefixed = colon > 0 && Object.hasOwn(english, id.slice(0, colon));
    const ns = prefixed ? id.slice(0, colon) : defaultNs;
    const key = prefixed ? id.slice(colon + 1) : id;
    const message = resources.get(language)?.[ns]?.[key] ?? english[ns]?.[key];
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

  const getFixedT = (ns: string) => ((id: string, values?: Values) => translate(ns, id, values)) as TFunction<English, never>;

  return {
    get language() {
      return language;
    },
    t: getFixedT('common'),
    getFixedT,
    hasResourceBundle: (lng, ns) => Boolean(resources.get(lng)?.[ns]),
    addResourceBundle(lng, ns, messages) {
      resources.set(lng, { ...resources.get(lng), [ns]: { ...resources.get(lng)?.[ns], ...messages } });
    },
    async changeLanguage(lng) {
      if (lng === language) return;
      language = lng;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

import { DEFAULT_LANGUAGE, type Language, LANGUAGE_LOCALE } from '@flow/contracts';
import { IntlMessageFormat } from 'intl-messageformat';

/** A catalog: message id → ICU MessageFormat text. Every language of a domain has the same ids. */
export type Catalog = Readonly<Record<string, string>>;

/** One domain's catalogs; English is complete (the spec's words), other languages may lag behind. */
export type DomainCatalogs = { readonly en: Catalog } & Readonly<Partial<Record<Exclude<Language, 'en'>, Catalog>>>;

export type MessageValues = Record<string, string | number | Date>;

export interface Translator {
  readonly language: Language;
  readonly locale: string;
  /** The message in the translator's language, else English, else the id itself (a missing id shows, never throws). */
  t(id: string, values?: MessageValues): string;
  has(id: string): boolean;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A date (and time, with options) as people of the locale write it, in the given zone. */
  date(value: Date, options?: Intl.DateTimeFormatOptions): string;
}

const compiled = new Map<string, IntlMessageFormat>();

/** Formats one ICU message (compiled once per locale and text). */
export function formatMessage(text: string, locale: string, values?: MessageValues): string {
  const key = `${locale}\u0000${text}`;
  let format = compiled.get(key);
  if (!format) {
    // No rich-text tags in FLOW's texts: '<' is a letter ('?occurrence=<its start time>').
    format = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true });
    compiled.set(key, format);
  }
  return String(format.format(values));
}

export function createTranslator(language: Language | null | undefined, catalogs: DomainCatalogs): Translator {
  const lang = language ?? DEFAULT_LANGUAGE;
  const locale = LANGUAGE_LOCALE[lang];
  const own = lang === 'en' ? catalogs.en : catalogs[lang];
  return {
    language: lang,
    locale,
    t(id, values) {
      const text = own?.[id];
      if (text !== undefined) return formatMessage(text, locale, values);
      const english = catalogs.en[id];
      return english === undefined ? id : formatMessage(english, LANGUAGE_LOCALE.en, values);
    },
    has: (id) => own?.[id] !== undefined,
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
    date: (value, options) => new Intl.DateTimeFormat(locale, options).format(value),
  };
}

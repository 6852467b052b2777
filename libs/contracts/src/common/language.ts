import { z } from 'zod';

/**
 * The languages FLOW speaks. A person's `language` (profile) picks the texts every service writes to them;
 * English is the spec's wording and the fallback for a text a catalog lacks.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en';

/** BCP 47 locale used with `Intl` for each language (numbers, dates, times). */
export const LANGUAGE_LOCALE: Readonly<Record<Language, string>> = { en: 'en-US', hi: 'hi-IN' };

/** The first supported language in an `Accept-Language` header (q-values honoured), else English. */
export function languageFromAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const match = LANGUAGES.find((language) => language === entry.primary);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

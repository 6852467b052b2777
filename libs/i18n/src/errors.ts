import type { Language } from '@flow/contracts';
import { ERROR_TEXTS } from './catalogs';
import { createLocalizer } from './localizer';

/** What a 4xx says in Hindi when no catalog knows its text (a 422 always answers in the person's language). */
const FALLBACK: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<number, string>>>> = {
  hi: {
    400: 'अनुरोध पढ़ा नहीं जा सका।',
    404: 'नहीं मिला।',
    409: 'यह बदलाव मौजूदा स्थिति से टकराता है।',
    422: 'यह अनुरोध मान्य नहीं है। कृपया भरी गई जानकारी जाँचें।',
    429: 'बहुत ज़्यादा अनुरोध। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  },
};

/** An API error's message in the person's language; English passes unchanged. */
export function errorMessageIn(message: string, status: number, language: Language | null | undefined): string {
  if (!language || language === 'en') return message;
  const said = createLocalizer(language, ERROR_TEXTS)(message);
  if (said !== message) return said;
  return FALLBACK[language][status] ?? message;
}

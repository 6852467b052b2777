import { z } from 'zod';

export const LOCALE_TAG_MESSAGE = 'locale must be a BCP 47 language tag such as en-GB';

/** A well-formed BCP 47 language tag ('en-GB', 'hi-IN'), as the browser's `navigator.language` gives it. */
export const LocaleTag = z
  .string(LOCALE_TAG_MESSAGE)
  .max(35, LOCALE_TAG_MESSAGE)
  .refine((tag) => {
    try {
      return Intl.getCanonicalLocales(tag).length === 1;
    } catch {
      return false;
    }
  }, LOCALE_TAG_MESSAGE);

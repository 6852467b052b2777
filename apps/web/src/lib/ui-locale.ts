import { uiLanguage } from './app-language';

/**
 * The locale of texts whose English is fixed to US English (a weekday and month written out, the date
 * picker's month): Hindi's when FLOW speaks Hindi, else 'en-US' as before, whatever the browser says.
 */
export const fixedEnglishLocale = (): string => (uiLanguage() === 'hi' ? 'hi-IN' : 'en-US');

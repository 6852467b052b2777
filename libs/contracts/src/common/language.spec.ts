import { languageFromAcceptLanguage, LanguageSchema } from './language';

describe('language', () => {
  it('accepts only the languages FLOW speaks', () => {
    expect(LanguageSchema.safeParse('hi').success).toBe(true);
    expect(LanguageSchema.safeParse('fr').success).toBe(false);
  });

  it('reads the first supported language from Accept-Language by weight', () => {
    expect(languageFromAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageFromAcceptLanguage('fr-FR,en;q=0.5,hi;q=0.7')).toBe('hi');
    expect(languageFromAcceptLanguage('fr-FR,de;q=0.5')).toBe('en');
    expect(languageFromAcceptLanguage('hi;q=0,en')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });
});

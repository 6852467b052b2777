import { languageOfLocale } from './recipient-language';

describe('languageOfLocale: the ID token’s locale claim as FLOW’s language', () => {
  it.each([
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['HI_in', 'hi'],
    ['en', 'en'],
    ['en-GB', 'en'],
    [' en-IN ', 'en'],
  ])('reads %s as %s', (locale, language) => expect(languageOfLocale(locale)).toBe(language));

  it.each([['fr-FR'], ['de'], [''], [undefined]])('leaves %s to the browser’s Accept-Language', (locale) => expect(languageOfLocale(locale)).toBeUndefined());
});

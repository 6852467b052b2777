import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { en } from './catalogs/en';
import { hi } from './catalogs/hi';
import { compile, type Values } from './message-format';
import { pseudoCatalog } from './pseudo';

/** What intl-messageformat writes (the reference; tags are text, as i18next-icu had them). */
const reference = (message: string, locale: string, values: Values) =>
  String(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).format(values as Record<string, string>));

/** Value sets that visit every branch of a message: each select option, plural counts around the rules. */
function valueSets(message: string): Values[] {
  const sets: Values[] = [{}];
  const widen = (name: string, candidates: unknown[]) => {
    const next = sets.flatMap((set) => candidates.map((value) => ({ ...set, [name]: value })));
    sets.splice(0, sets.length, ...next.slice(0, 64));
  };
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument) widen(element.value, ['Mumbai', 7, '']);
      if (element.type === TYPE.number) widen(element.value, [0, 1, 1234.5]);
      if (element.type === TYPE.date || element.type === TYPE.time) widen(element.value, [new Date(Date.UTC(2026, 10, 28, 14, 5, 9))]);
      if (element.type === TYPE.plural) widen(element.value, [0, 1, 2, 3, 5, 11, 21, 1.5]);
      if (element.type === TYPE.select) widen(element.value, [...Object.keys(element.options), 'unlisted']);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return sets;
}

const expectSame = (message: string, locale: string) => {
  for (const values of valueSets(message))
    expect([message, values, compile(message, locale)(values)]).toEqual([message, values, reference(message, locale, values)]);
};

describe('compile (ICU MessageFormat)', () => {
  const catalogs = { en: ['en', en], hi: ['hi', hi], 'en-XA': ['en', pseudoCatalog(en)] } as const;

  it.each(Object.keys(catalogs) as (keyof typeof catalogs)[])('writes every %s message as intl-messageformat does', (language) => {
    const [locale, catalog] = catalogs[language];
    for (const messages of Object.values(catalog as Record<string, Record<string, string>>))
      for (const message of Object.values(messages)) expectSame(message, locale);
  });

  it.each([
    'Hello {name}, it is {when, time, short} on {when, date, long} ({when, date} {when, time})',
    '{count, plural, =0 {No tasks} one {# task} other {# tasks}} left',
    '{count, plural, offset:1 =0 {nobody} =1 {{name}} one {{name} and # other} other {{name} and # others}}',
    '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} place',
    '{kind, select, event {{count, plural, one {# event} other {# events}}} other {# things}}',
    "Use ''Export'' first; '{braces}' stay, it's '#' and '<b>'",
    "{count, plural, one {''#'' is # and it''s one} other {'#' is #}}",
    '<b>bold</b> is text, {n, number} and {n, number, integer} and {r, number, percent}',
    '{ spaced , plural , one { # one } other { # more } }',
  ])('writes "%s" as intl-messageformat does, in English and Hindi', (message) => {
    const values = { name: 'Asha', when: new Date(Date.UTC(2026, 0, 5, 9, 30)), count: 3, place: 22, kind: 'event', n: 1234.56, r: 0.25, spaced: 1 };
    for (const locale of ['en', 'hi'])
      for (const count of [0, 1, 2, 4])
        expect(compile(message, locale)({ ...values, count, place: count + 21 })).toBe(reference(message, locale, { ...values, count, place: count + 21 }));
  });

  it('refuses a message that is not ICU, and a value missing (the runtime then shows the message as written)', () => {
    expect(() => compile('{name', 'en')).toThrow(SyntaxError);
    expect(() => compile('{n, plural, one {x}}', 'en')).toThrow(SyntaxError);
    expect(() => compile('Hello {name}', 'en')({})).toThrow('name');
  });
});

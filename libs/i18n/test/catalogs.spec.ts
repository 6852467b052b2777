import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '@flow/contracts';
import { CATALOGS, type DomainCatalogs } from '../src';

/** The names of every placeholder of a message, nested ones too (a language may say a value differently: '{n}th' → '{n, plural, =1 {पहले} …}'). */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.literal || e.type === TYPE.pound) continue;
    if ('value' in e && typeof e.value === 'string') found.add(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select) for (const option of Object.values(e.options)) placeholders(option.value, found);
    if (e.type === TYPE.tag) placeholders(e.children, found);
  }
  return found;
}

describe.each(Object.entries(CATALOGS) as [string, DomainCatalogs][])('catalog %s', (_, catalogs) => {
  const ids = Object.keys(catalogs.en).sort();

  it.each(LANGUAGES.filter((l) => l !== 'en'))('has every English message id in %s, and no other', (language) => {
    const other = catalogs[language as Exclude<(typeof LANGUAGES)[number], 'en'>];
    expect(other).toBeDefined();
    expect(Object.keys(other!).sort()).toEqual(ids);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('gives every message in %s the same ICU placeholders as English', (language) => {
    const other = catalogs[language as Exclude<(typeof LANGUAGES)[number], 'en'>]!;
    for (const id of ids) {
      const english = [...placeholders(parse(catalogs.en[id], { ignoreTag: true }))].sort();
      expect({ id, placeholders: [...placeholders(parse(other[id], { ignoreTag: true }))].sort() }).toEqual({ id, placeholders: english });
    }
  });

  it('writes Hindi in Devanagari', () => {
    const hindi = catalogs.hi!;
    // A message of placeholders and punctuation only ('{weekdayShort} {range}') has no words to write.
    const words = (text: string) => text.replace(/\{\w+\}/g, '');
    for (const id of ids) expect({ id, devanagari: /[\u0900-\u097F]/.test(hindi[id]) || !/[A-Za-z]/.test(words(hindi[id])) }).toEqual({ id, devanagari: true });
  });
});

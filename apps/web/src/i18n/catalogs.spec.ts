import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { en as firstLoad } from './catalogs/en';
import { englishPages } from './catalogs/en/pages';
import { hi as hiFirst, hiPages } from './catalogs/hi';
import { pseudoCatalog, pseudoMessage } from './pseudo';

// Every namespace: the first load's and those the pages bring with their chunks.
const en = { ...firstLoad, ...englishPages };
const hi = { ...hiFirst, ...hiPages };

/** The arguments a message uses, with their kinds ('name:argument', 'count:plural', …), sorted. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      found.add(`${'value' in element ? element.value : ''}:${TYPE[element.type]}`);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const catalogs = { hi, 'en-XA': pseudoCatalog(en) } as Record<string, Record<string, Record<string, string>>>;

describe('message catalogs', () => {
  const namespaces = Object.keys(en) as (keyof typeof en)[];

  it.each(Object.keys(catalogs))('%s has every namespace and message id of English, and no other', (language) => {
    expect(Object.keys(catalogs[language]!).sort()).toEqual([...namespaces].sort());
    for (const ns of namespaces) expect(Object.keys(catalogs[language]![ns]!).sort()).toEqual(Object.keys(en[ns]).sort());
  });

  it.each(Object.keys(catalogs))('%s: every message parses and has the same ICU placeholders as English', (language) => {
    const mismatches: string[] = [];
    for (const ns of namespaces)
      for (const [id, english] of Object.entries(en[ns] as Record<string, string>)) {
        const translated = catalogs[language]![ns]![id]!;
        if (JSON.stringify(placeholders(translated)) !== JSON.stringify(placeholders(english))) mismatches.push(`${ns}:${id}`);
      }
    expect(mismatches).toEqual([]);
  });

  it('Hindi is written in Devanagari (no message left in English by mistake)', () => {
    const english: string[] = [];
    for (const ns of namespaces)
      for (const [id, text] of Object.entries(hi[ns] as Record<string, string>)) if (!/[\u0900-\u097F]/.test(text)) english.push(`${ns}:${id}`);
    expect(english).toEqual([]);
  });
});

describe('pseudoMessage', () => {
  it('accents the words and keeps arguments, plural keywords and #', () => {
    expect(pseudoMessage('Hello {name}')).toBe('⟦Ĥéĺĺó {name}⟧');
    expect(pseudoMessage('{count, plural, one {# task} other {# tasks}} left')).toBe('⟦{count, plural, one {# ţàšķ} other {# ţàšķš}} ĺéƒţ⟧');
    expect(pseudoMessage("Use ''Export'' first")).toBe("⟦Úšé ''Éẋƥóŕţ'' ƒíŕšţ⟧");
  });
});

import type { Language } from '@flow/contracts';
import { type Catalog, type DomainCatalogs, formatMessage } from './translator';
import { LANGUAGE_LOCALE } from '@flow/contracts';

/**
 * Texts the engines write in English (the spec's words), said in the person's language: each English
 * message of the catalogs is read backwards — a fixed text by lookup, a text with `{placeholders}` by
 * matching its pattern — and the same id is written in the target language with the matched values,
 * which are themselves said again (a nakshatra's name inside a sentence). A text no catalog knows
 * stays English; English itself passes unchanged.
 *
 * Placeholders named `title` are the person's own words (event titles) and stay as typed; `n`,
 * `start`/`end`/`time`, `range` and `date` match only digits, times, ranges of times and dates.
 */
export type Localize = (english: string) => string;

interface Pattern {
  id: string;
  regex: RegExp;
  /** False for punctuation around placeholders ('{focus}.'): used only when a value inside was said. */
  hasWords: boolean;
  names: string[];
  catalog: DomainCatalogs;
}

interface Index {
  exact: Map<string, { id: string; catalog: DomainCatalogs }>;
  patterns: Pattern[];
}

const PLACEHOLDER = /\{(\w+)\}/g;
const TIME = '\\d{1,2}(?::\\d{2})?(?:\\s?[AaPp][Mm])?';

/** What a placeholder may match, by its name: numbers, times, ranges of times and dates only where they belong. */
function placeholderSource(name: string): string {
  if (name === 'n' || name.endsWith('Number')) return '(\\d+)';
  if (name === 'start' || name === 'end' || name === 'time' || name.endsWith('Time')) return `(${TIME})`;
  if (name === 'range' || name.endsWith('Range')) return `(${TIME}\\s?[–-]\\s?${TIME})`;
  if (name === 'date') return '(\\d{4}-\\d{2}-\\d{2})';
  return '(.+?)';
}
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** ICU quoting: '' is one apostrophe in the message text. */
const icuLiteral = (text: string) => text.replace(/''/g, "'");

function buildIndex(domains: readonly DomainCatalogs[]): Index {
  const exact = new Map<string, { id: string; catalog: DomainCatalogs }>();
  const patterns: Pattern[] = [];
  for (const catalog of domains) {
    for (const [id, text] of Object.entries(catalog.en)) {
      const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]);
      if (names.length === 0) {
        const literal = icuLiteral(text);
        if (!exact.has(literal)) exact.set(literal, { id, catalog });
        const lower = literal.toLowerCase();
        if (!exact.has(lower)) exact.set(lower, { id, catalog });
        continue;
      }
      const source = icuLiteral(text)
        .split(PLACEHOLDER)
        .map((part, i) => (i % 2 === 0 ? escapeRegex(part) : placeholderSource(part)))
        .join('');
      const hasWords = /\p{L}/u.test(text.replace(PLACEHOLDER, ''));
      patterns.push({ id, regex: new RegExp(`^${source}$`), names, catalog, hasWords });
    }
  }
  // The most specific pattern first: the longest fixed start ('Theme: {theme}' before '{vara} within {dasha}'),
  // then the most fixed text.
  const text = (p: Pattern) => icuLiteral(p.catalog.en[p.id]);
  const prefix = (p: Pattern) => text(p).indexOf('{');
  const fixed = (p: Pattern) => text(p).replace(PLACEHOLDER, '').length;
  patterns.sort((a, b) => prefix(b) - prefix(a) || fixed(b) - fixed(a));
  return { exact, patterns };
}

const indexes = new WeakMap<readonly DomainCatalogs[], Index>();

export function createLocalizer(language: Language | null | undefined, domains: readonly DomainCatalogs[]): Localize {
  if (!language || language === 'en') return (english) => english;
  let index = indexes.get(domains);
  if (!index) {
    index = buildIndex(domains);
    indexes.set(domains, index);
  }
  const { exact, patterns } = index;
  const locale = LANGUAGE_LOCALE[language];
  const target = (catalog: DomainCatalogs): Catalog | undefined => catalog[language];
  const memo = new Map<string, string>();

  const say = (english: string, depth: number): string => {
    const hit = exact.get(english) ?? exact.get(english.toLowerCase());
    if (hit) {
      const text = target(hit.catalog)?.[hit.id];
      return text === undefined ? english : icuLiteral(text);
    }
    if (depth > 4) return english;
    for (const pattern of patterns) {
      const text = target(pattern.catalog)?.[pattern.id];
      if (text === undefined) continue;
      const match = pattern.regex.exec(english);
      if (!match) continue;
      const values: Record<string, string> = {};
      let saidInside = false;
      pattern.names.forEach((name, i) => {
        const value = match[i + 1];
        values[name] = name === 'title' ? value : say(value, depth + 1);
        if (values[name] !== value) saidInside = true;
      });
      if (!pattern.hasWords && !saidInside) continue;
      return formatMessage(text, locale, values);
    }
    return english;
  };
  return (english) => {
    let said = memo.get(english);
    if (said === undefined) {
      said = say(english, 0);
      memo.set(english, said);
    }
    return said;
  };
}

import { ACCENTED } from './pseudo-text';

/**
 * The pseudo-locale's catalogs, made from the English ones when it is chosen (the accents and ⟦ ⟧ of
 * ./pseudo-text.ts).
 */
export { pseudoText } from './pseudo-text';

/**
 * An ICU message in the pseudo-locale: its literal text accented, its arguments ({name}, plural and
 * select keywords, '#') untouched, so it formats with the same values as the English.
 */
export function pseudoMessage(message: string): string {
  return `⟦${accentMessage(message, 0).text}⟧`;
}

/** Accents the text from `start` up to the `}` that closes it (or the end); returns where it stopped. */
function accentMessage(message: string, start: number): { text: string; end: number } {
  let out = '';
  let i = start;
  while (i < message.length) {
    const c = message[i]!;
    if (c === '}') return { text: out, end: i };
    if (c === "'" && /['{}#]/.test(message[i + 1] ?? '')) {
      // ICU quoting: '' is an apostrophe, '{…}' a literal run; copy it as is.
      const close = message[i + 1] === "'" ? i + 1 : message.indexOf("'", i + 1);
      const stop = close < 0 ? message.length - 1 : close;
      out += message.slice(i, stop + 1);
      i = stop + 1;
      continue;
    }
    if (c === '{') {
      const arg = copyArgument(message, i);
      out += arg.text;
      i = arg.end;
      continue;
    }
    out += ACCENTED[c] ?? c;
    i++;
  }
  return { text: out, end: i };
}

/** `{name}`, `{n, number}`, `{n, plural, one {…} other {…}}`: names and keywords kept, option texts accented. */
function copyArgument(message: string, open: number): { text: string; end: number } {
  let out = '{';
  let i = open + 1;
  let commas = 0;
  while (i < message.length) {
    const c = message[i]!;
    if (c === '}') return { text: `${out}}`, end: i + 1 };
    if (c === ',') commas++;
    if (c === '{' && commas >= 2) {
      // An option's message (plural, select): its own text, accented.
      const inner = accentMessage(message, i + 1);
      out += `{${inner.text}}`;
      i = inner.end + 1;
      continue;
    }
    out += c;
    i++;
  }
  return { text: out, end: i };
}

/** Every message of a catalog in the pseudo-locale. */
export function pseudoCatalog<T extends Record<string, Record<string, string>>>(catalog: T): T {
  return Object.fromEntries(
    Object.entries(catalog).map(([ns, messages]) => [ns, Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, pseudoMessage(text)]))]),
  ) as T;
}

/**
 * ICU MessageFormat, the part the catalogs use, in a page of code instead of the 15 KiB of
 * intl-messageformat with its parser (the first-load budget, issue 41): `{name}`, `{n, number}`,
 * `{n, plural, =0 {…} one {# …} other {…}}` (with `offset:`), `{n, selectordinal, …}`,
 * `{x, select, …}`, `{d, date}` / `{d, time}` (with short/medium/long/full), and the apostrophe
 * quoting rules. Tags (`<b>…</b>`) are text, as i18next-icu had them (`ignoreTag`). The catalog spec
 * formats every message of every catalog with this and with intl-messageformat and wants the same text.
 */
export type Values = Readonly<Record<string, unknown>>;

type Part =
  | string
  | { arg: string; type?: 'number' | 'date' | 'time'; style?: string }
  | { arg: string; type: 'plural' | 'selectordinal' | 'select'; offset: number; options: Record<string, Part[]> }
  | { pound: true };

export type Compiled = (values: Values | undefined) => string;

/** Parses `message` once; the function it returns writes it for `values` in `locale`. Throws on a syntax error. */
export function compile(message: string, locale: string): Compiled {
  const parts = new Parser(message).parse(false);
  return (values) => write(parts, values ?? {}, locale, undefined);
}

class Parser {
  private i = 0;
  constructor(private readonly text: string) {}

  /** Parts up to the end (or up to the `}` that closes an option when `nested`). */
  parse(nested: boolean, inPlural = false): Part[] {
    const parts: Part[] = [];
    let literal = '';
    const { text } = this;
    while (this.i < text.length) {
      const c = text[this.i]!;
      if (c === '}' && nested) break;
      if (c === '{') {
        if (literal) parts.push(literal);
        literal = '';
        parts.push(this.argument());
        continue;
      }
      if (c === '}') throw new SyntaxError(`unmatched } in "${text}"`);
      if (c === '#' && inPlural) {
        if (literal) parts.push(literal);
        literal = '';
        parts.push({ pound: true });
        this.i++;
        continue;
      }
      if (c === "'") {
        literal += this.quoted(inPlural);
        continue;
      }
      literal += c;
      this.i++;
    }
    if (nested && this.i >= text.length) throw new SyntaxError(`unclosed { in "${text}"`);
    if (literal) parts.push(literal);
    return parts;
  }

  /** `''` is an apostrophe; `'{…'`, `'}…'`, `'<…'`, `'>…'` (and `'#…'` in a plural) quote up to the next lone apostrophe. */
  private quoted(inPlural: boolean): string {
    const { text } = this;
    const next = text[this.i + 1];
    if (next === "'") {
      this.i += 2;
      return "'";
    }
    if (next === '{' || next === '}' || next === '<' || next === '>' || (next === '#' && inPlural)) {
      let out = '';
      this.i++;
      while (this.i < text.length) {
        if (text[this.i] === "'") {
          if (text[this.i + 1] === "'") {
            out += "'";
            this.i += 2;
            continue;
          }
          this.i++;
          return out;
        }
        out += text[this.i++];
      }
      return out;
    }
    this.i++;
    return "'";
  }

  private argument(): Part {
    this.i++; // {
    const arg = this.word();
    if (!arg) throw new SyntaxError(`empty argument in "${this.text}"`);
    if (this.eat('}')) return { arg };
    this.expect(',');
    const type = this.word();
    if (type === 'number' || type === 'date' || type === 'time') {
      const style = this.eat(',') ? this.word() : undefined;
      this.expect('}');
      return { arg, type, style };
    }
    if (type !== 'plural' && type !== 'selectordinal' && type !== 'select') throw new SyntaxError(`unknown argument type ${type} in "${this.text}"`);
    this.expect(',');
    let offset = 0;
    const options: Record<string, Part[]> = {};
    for (;;) {
      this.space();
      if (this.eat('}')) break;
      const selector = this.word();
      if (!selector) throw new SyntaxError(`option expected in "${this.text}"`);
      if (selector.startsWith('offset:')) {
        offset = Number(selector.slice(7) || this.word());
        continue;
      }
      this.space();
      this.expect('{');
      options[selector] = this.parse(true, type !== 'select');
      this.i++; // }
    }
    if (!options['other']) throw new SyntaxError(`"other" missing in "${this.text}"`);
    return { arg, type, offset, options };
  }

  private space() {
    while (/\s/.test(this.text[this.i] ?? '')) this.i++;
  }

  private word(): string {
    this.space();
    const start = this.i;
    while (this.i < this.text.length && !/[\s,{}]/.test(this.text[this.i]!)) this.i++;
    const word = this.text.slice(start, this.i);
    this.space();
    return word;
  }

  private eat(c: string): boolean {
    this.space();
    if (this.text[this.i] !== c) return false;
    this.i++;
    return true;
  }

  private expect(c: string) {
    if (!this.eat(c)) throw new SyntaxError(`${c} expected at ${this.i} in "${this.text}"`);
  }
}

const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const TIME_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
};
const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = { integer: { maximumFractionDigits: 0 }, percent: { style: 'percent' } };

function write(parts: Part[], values: Values, locale: string, pound: number | undefined): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    if ('pound' in part) {
      if (pound !== undefined) out += new Intl.NumberFormat(locale).format(pound);
      continue;
    }
    if (!(part.arg in values)) throw new Error(`value "${part.arg}" missing`);
    const value = values[part.arg];
    if (!('options' in part)) {
      if (part.type === 'number') out += new Intl.NumberFormat(locale, NUMBER_STYLES[part.style ?? '']).format(value as number);
      else if (part.type) {
        // As intl-messageformat: a date without a style is the locale's default, a time without one "medium".
        const options = part.type === 'date' ? DATE_STYLES[part.style ?? ''] : TIME_STYLES[part.style ?? 'medium'];
        out += new Intl.DateTimeFormat(locale, options).format(value as Date | number);
      } else out += typeof value === 'string' || typeof value === 'number' || value ? String(value) : '';
      continue;
    }
    if (part.type === 'select') {
      out += write(option(part.options, String(value)) ?? part.options['other']!, values, locale, undefined);
      continue;
    }
    const n = Number(value);
    const rule = () => new Intl.PluralRules(locale, { type: part.type === 'plural' ? 'cardinal' : 'ordinal' }).select(n - part.offset);
    out += write(option(part.options, `=${n}`) ?? option(part.options, rule()) ?? part.options['other']!, values, locale, n - part.offset);
  }
  return out;
}

const option = (options: Record<string, Part[]>, key: string): Part[] | undefined => (Object.hasOwn(options, key) ? options[key] : undefined);

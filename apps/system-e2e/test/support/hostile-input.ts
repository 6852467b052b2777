import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that z.toJSONSchema produces for our contracts. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  maxItems?: number;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10)--',
  "' UNION SELECT password_hash FROM users --",
  '" OR ""="',
  "admin'--",
  "%' AND 1=1 --",
  "\\'; DELETE FROM profiles; --",
  '$1',
  '?',
];
const SCRIPT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '<svg onload=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '\\x00',
];
const UNICODE = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '𝕳𝖊𝖑𝖑𝖔',
  '👩‍👩‍👧‍👦',
  '\u202Egnp.exe',
  'Z̴̧̛̛͉̮a̵l̸g̷o̶',
  '\uFEFF',
  '\u200B',
  'ß',
  'İ',
  '東京',
  'مرحبا',
  '\r\n',
  '\t',
  ' ',
  '   ',
];
const DATES = [
  '9999-12-31',
  '0000-01-01',
  '0001-01-01',
  '-001000-01-01',
  '+275760-09-13',
  '1900-02-29',
  '2023-02-30',
  '2024-13-01',
  '2024-00-10',
  '1899-12-31',
  '2100-01-01',
  '1970-01-01T00:00:00Z',
  '2024-02-29T24:00:00+00:00',
  '9999-12-31T23:59:59.999+14:00',
  '0000-01-01T00:00:00-12:00',
  '2024-01-01T00:00:00',
  '24:00',
  '23:60',
  '-01:00',
  '12:00:60',
  '99:99:99',
];
const NUMBERS = [0, -1, 1, -0.5, 1e308, -1e308, 2 ** 53, -(2 ** 53), 2 ** 31, -(2 ** 31) - 1, 1e-308, 123456789012345];
const TRICKY_OBJECTS = [
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"$ne":null}',
  '{"$gt":""}',
  '[null]',
  '[[]]',
  '{}',
  '[]',
].map((s) => JSON.parse(s) as unknown);

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** A value no field of ours should take as it is: wrong types, edge numbers, huge, odd or malicious text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(null, true, false, '', ...NUMBERS, ...TRICKY_OBJECTS) },
  { weight: 4, arbitrary: fc.constantFrom(...SQL, ...SCRIPT, ...UNICODE, ...DATES) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(300, 5_000, 100_000, 600_000).map((n) => 'A'.repeat(n)) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom<unknown>('x', 1, null, {}), { minLength: 0, maxLength: 2000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 3000 }).map(nested) },
);

/** Values at and just past the edges of what the field's schema allows. */
export function boundaryValues(schema: JsonSchema = {}): unknown[] {
  const values: unknown[] = [];
  for (const option of schema.anyOf ?? [schema]) {
    if (option.maxLength !== undefined) values.push('a'.repeat(option.maxLength), 'a'.repeat(option.maxLength + 1), '😀'.repeat(option.maxLength));
    if (option.minLength !== undefined) values.push('a'.repeat(Math.max(0, option.minLength - 1)), ' '.repeat(option.minLength));
    if (option.minimum !== undefined) values.push(option.minimum, option.minimum - 1, option.minimum - 1e-9);
    if (option.maximum !== undefined) values.push(option.maximum, option.maximum + 1, option.maximum + 1e-9);
    if (option.type === 'integer') values.push(1.5, '1');
    if (option.type === 'number') values.push('1', 1e308);
    if (option.type === 'boolean') values.push('true', 1, 'yes');
    if (option.type === 'array')
      values.push(
        'not-an-array',
        Array.from({ length: (option.maxItems ?? 500) + 1 }, () => null),
      );
    if (option.enum) values.push(...option.enum.map((v) => (typeof v === 'string' ? v.toUpperCase() : v)), `${String(option.enum[0])} `);
    if (option.const !== undefined) values.push(typeof option.const === 'string' ? `${option.const} ` : null);
    if (option.pattern || option.format)
      values.push(
        ...DATES.slice(0, 10),
        'not-the-format',
        '2024-1-1',
        '1:5',
        'a@',
        '@b.co',
        'a@b',
        'http://',
        'ftp://x',
        '00000000-0000-0000-0000-00000000000g',
      );
  }
  return values;
}

const fieldValue = (schema: JsonSchema | undefined) =>
  fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...boundaryValues(schema), null) }, { weight: 5, arbitrary: hostileValue });

const EXTRA_KEYS = ['userId', 'user_id', 'id', 'role', 'isAdmin', '$where', 'constructor', 'prototype', 'creator_id', 'sessionId', '', ' ', 'a'.repeat(300)];

type Body = Record<string, unknown>;
type Mutation = (body: Body) => void;

/**
 * Malformed and boundary bodies for a route: the valid `base` with one to three fields changed to
 * hostile values, required fields removed, unknown fields added; or the whole body replaced.
 */
export function hostileBodies(schema: JsonSchema, base: Body = {}): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = [...new Set([...Object.keys(properties), ...Object.keys(base)])];
  const mutations: fc.Arbitrary<Mutation>[] = [
    fc.tuple(fc.constantFrom(...EXTRA_KEYS), hostileValue).map(
      ([key, value]) =>
        (body: Body) =>
          void Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true }),
    ),
  ];
  if (keys.length) {
    mutations.push(fc.constantFrom(...keys).chain((key) => fieldValue(properties[key]).map((value) => (body: Body) => void (body[key] = value))));
    mutations.push(fc.constantFrom(...keys).map((key) => (body: Body) => void delete body[key]));
  }
  const mutated = fc.array(fc.oneof(...mutations), { minLength: 1, maxLength: 3 }).map((changes) => {
    const body = structuredClone(base);
    changes.forEach((change) => change(body));
    return body;
  });
  return fc.oneof({ weight: 9, arbitrary: mutated }, { weight: 1, arbitrary: hostileValue });
}

/** Query strings as the browser would send them: pairs, keys may repeat or carry brackets. */
export type QueryPairs = [string, string][];

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

export function hostileQueries(schema: JsonSchema | undefined, base: Record<string, string> = {}): fc.Arbitrary<QueryPairs> {
  const properties = schema?.properties ?? {};
  const keys = [...new Set([...Object.keys(properties), ...Object.keys(base), 'q'])];
  const value = (key: string) =>
    fieldValue(properties[key])
      .map(asText)
      .map((v) => v.slice(0, 4000));
  const change = fc.oneof(
    fc.constantFrom(...keys).chain((key) => value(key).map((v) => ({ key, v, how: 'set' as const }))),
    fc.constantFrom(...keys).chain((key) => value(key).map((v) => ({ key, v, how: 'repeat' as const }))),
    fc.constantFrom(...keys).map((key) => ({ key, v: '', how: 'drop' as const })),
    fc
      .tuple(fc.constantFrom(...keys, ...EXTRA_KEYS.slice(0, 6)), fc.constantFrom('[]', '[$ne]', '[0]', '.x', '[__proto__]'), hostileValue)
      .map(([key, suffix, v]) => ({ key: key + suffix, v: asText(v).slice(0, 200), how: 'set' as const })),
  );
  return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => {
    let pairs: QueryPairs = Object.entries(base);
    for (const { key, v, how } of changes) {
      if (how === 'drop') pairs = pairs.filter(([k]) => k !== key);
      else if (how === 'repeat') pairs.push([key, v]);
      else pairs = [...pairs.filter(([k]) => k !== key), [key, v]];
    }
    return pairs;
  });
}

const encodable = (text: string) => {
  try {
    return encodeURIComponent(text) !== undefined;
  } catch {
    return false; // a lone surrogate: no URL can carry it
  }
};

/** Path ids: not ids, near-ids, someone else's (random) ids, traversal and injection. */
export const hostileIds: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(
      '0',
      '-1',
      'null',
      'undefined',
      'NaN',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '2f1d3c4b-5a69-4877-8899-aabbccddeeg0',
      '%',
      '..%2f..',
      'a'.repeat(3000),
    ),
    fc.constantFrom(...SQL, ...SCRIPT, ...UNICODE.filter((u) => u.trim())),
    fc.uuid(),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
  )
  .filter(encodable);

/** Header values a browser could send (Latin-1 without control characters) for the headers our routes read. */
export const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', 'Etc/GMT+99', '../../etc/passwd', 'Europe/Berlin\u00ff', "Europe/Berlin' OR 1=1", 'UTC'.repeat(200), 'America/New_York', 'Not/AZone'),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xfe }).map((c) => String.fromCharCode(c === 0x7f ? 0xff : c)), maxLength: 80 }),
);

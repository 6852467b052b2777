import { CONTROL_CHARACTER_MESSAGE, rpc } from '@flow/contracts';
import fc from 'fast-check';
import type { z } from 'zod';
import { hostileBodies, hostileValue, jsonSchemaOf, type JsonSchema } from './support/hostile-input';
import { RawNats } from './support/nats';
import { inPool } from './support/pool';

// The same hostile input straight at every request-reply subject, as another service (or anything
// inside the network) could send it: the gateway's validation is not the only line. Every payload the
// contract refuses must come back as a 4xx error, never run the handler, never crash the service.
// 100 per subject in `npm test` (was 200); `npm run test:fuzz` runs 200, `FUZZ_CASES` chooses.
const CASES = Number(process.env.FUZZ_CASES ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
let nats: RawNats;
const counts: Record<string, number> = {};

beforeAll(async () => {
  nats = await RawNats.connect();
});
afterAll(async () => {
  console.log(`rpc fuzz (seed ${SEED}): ${Object.values(counts).reduce((a, b) => a + b, 0)} payloads over ${Object.keys(counts).length} subjects`);
  await nats?.close();
});

/** A payload of the right shape, from the schema, for the mutations to start from. */
function plausible(schema: JsonSchema): unknown {
  const option = schema.anyOf?.[0] ?? schema;
  if (option.const !== undefined) return option.const;
  if (option.enum) return option.enum[0];
  switch (Array.isArray(option.type) ? option.type[0] : option.type) {
    case 'object':
      return Object.fromEntries(Object.entries(option.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
    case 'array':
      return [];
    case 'string':
      return option.format === 'uuid' || option.pattern?.includes('[0-9a-fA-F]{8}')
        ? '2f1d3c4b-5a69-4877-8899-aabbccddeeff'
        : 'x'.repeat(Math.max(1, option.minLength ?? 1));
    case 'number':
    case 'integer':
      return option.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

const subjects = Object.entries(rpc as Record<string, { request: z.ZodType }>);

describe.each(subjects)('%s', (subject, contract) => {
  it(`refuses ${CASES} payloads its contract refuses with a 4xx, and survives bytes that are not JSON`, async () => {
    if (!(await nats.answers(subject))) {
      console.log(`${subject}: no service answers it in this stack (not built); skipped`);
      return;
    }
    const schema = jsonSchemaOf(contract.request);
    // Mutations of a plausible payload first; lenient schemas (`{}` takes any object) need whole
    // hostile payloads to reach the count.
    // The first `count` refused of at most `runs` samples, drawn in growing batches: the samples of one seed
    // share their prefix, so this is the same list, and drawing and parsing hostile values (strings of
    // 600k characters, arrays nested 3,000 deep) was most of this file's CPU. Whole hostile values only
    // where the mutations fall short.
    const refused = (arbitrary: fc.Arbitrary<unknown>, runs: number, count: number): unknown[] => {
      for (let numRuns = Math.min(runs, count * 2); ; numRuns = Math.min(runs, numRuns * 2)) {
        const found = fc.sample(arbitrary, { numRuns, seed: SEED }).filter((p) => !contract.request.safeParse(p).success);
        if (found.length >= count || numRuns === runs) return found.slice(0, count);
      }
    };
    const mutated = refused(hostileBodies(schema, plausible(schema) as Record<string, unknown>), CASES * 4, CASES);
    const payloads = mutated.length < CASES ? [...mutated, ...refused(hostileValue, CASES * 10, CASES - mutated.length)] : mutated;
    expect(payloads.length).toBe(CASES);
    const failures: string[] = [];
    await inPool(payloads, 8, async (payload) => {
      const answer = await nats.request(subject, payload);
      const status = answer.err?.status ?? 0;
      if (status < 400 || status >= 500 || answer.response !== undefined)
        failures.push(`${JSON.stringify(answer).slice(0, 200)} for ${JSON.stringify(payload).slice(0, 200)}`);
    });
    counts[subject] = payloads.length;
    expect(failures.slice(0, 5)).toEqual([]);

    // Bytes that are not the transport's JSON, and packets without an id: a 4xx for whoever waits, and
    // the service lives on (one such message used to stop it).
    for (const bytes of [
      'not json',
      '{"pattern":',
      '[]',
      'null',
      '{"data":{}}',
      `{"pattern":"${subject}","data":${JSON.stringify(plausible(schema))}}`,
      '\u0000\u0001\u0002',
    ]) {
      nats.nc.publish(subject, new TextEncoder().encode(bytes));
      const reply = await nats.nc.request(subject, new TextEncoder().encode(bytes), { timeout: 5000 });
      const answer = JSON.parse(new TextDecoder().decode(reply.data)) as { err?: { status?: number } };
      expect({ bytes, status: answer.err?.status }).toEqual({ bytes, status: 422 });
    }
    const after = await nats.request(subject, payloads[0]);
    expect(after.err?.status).toBeGreaterThanOrEqual(400);
  });
});

/** A plausible payload with a NUL after every text in it. */
const withNul = (value: unknown): unknown =>
  typeof value === 'string'
    ? `${value}\u0000`
    : Array.isArray(value)
      ? value.map(withNul)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNul(v)]))
        : value;
const textSubjects = subjects
  .map(([subject, contract]) => [subject, plausible(jsonSchemaOf(contract.request))] as const)
  .filter(([, plain]) => JSON.stringify(withNul(plain)) !== JSON.stringify(plain));

describe.each(textSubjects)('%s with a NUL in its text', (subject, plain) => {
  it('is refused with 422 and the control-character message, before the handler runs', async () => {
    if (!(await nats.answers(subject))) {
      console.log(`${subject}: no service answers it in this stack (not built); skipped`);
      return;
    }
    const answer = await nats.request(subject, withNul(plain));
    expect({ status: answer.err?.status, message: (answer.err as { message?: string } | undefined)?.message }).toEqual({
      status: 422,
      message: CONTROL_CHARACTER_MESSAGE,
    });
  });
});

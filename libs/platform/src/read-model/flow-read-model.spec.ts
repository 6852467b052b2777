import type { RedisClient } from '../redis/redis';
import { isFlowEntryFresh, readFlowBody, readFlowEntryBytes } from './flow-read-model';

const NOW = new Date('2026-06-14T22:30:00Z');
const LATER = Date.parse('2026-06-14T23:00:00Z');

describe('isFlowEntryFresh', () => {
  it('keeps a stored "today" until its validUntil, and not a moment longer', () => {
    expect(isFlowEntryFresh({ validUntil: LATER }, undefined, NOW)).toBe(true);
    expect(isFlowEntryFresh({ validUntil: LATER }, undefined, new Date(LATER - 1))).toBe(true);
    expect(isFlowEntryFresh({ validUntil: LATER }, undefined, new Date(LATER))).toBe(false);
    expect(isFlowEntryFresh({ validUntil: LATER }, undefined, new Date(LATER + 3_600_000))).toBe(false);
  });

  it('never takes a stored "today" without a validUntil (stored before there was one) for fresh', () => {
    expect(isFlowEntryFresh({}, undefined, NOW)).toBe(false);
    expect(isFlowEntryFresh({ validUntil: undefined }, undefined, NOW)).toBe(false);
  });

  it('keeps a dated read’s day whatever the clock says', () => {
    for (const entry of [{ validUntil: LATER }, { validUntil: Date.parse('2026-06-01T00:00:00Z') }, {}]) {
      expect(isFlowEntryFresh(entry, '2026-06-14', NOW)).toBe(true);
    }
  });
});

/** A client whose HMGET answers `fields`' values from `hash`, and which counts its commands. */
function fakeRedis(hash: Record<string, string>) {
  const commands: string[][] = [];
  const hmGet = async (key: string, fields: string[]) => {
    commands.push(['HMGET', key, ...fields]);
    return fields.map((f) => (f in hash ? hash[f] : null));
  };
  const bytes = {
    hmGet: async (key: string, fields: string[]) => (await hmGet(key, fields)).map((v) => (v === null ? null : Buffer.from(v, 'latin1'))),
  };
  const redis = {
    withTypeMapping: () => bytes,
    hmGet,
    get: async (key: string) => (commands.push(['GET', key]), '7'),
  };
  return { redis: redis as unknown as RedisClient, commands };
}

const stored = { body: '{"date":"2026-06-14"}', etag: '"abcdefgh12345678"', date: '2026-06-14', timeZone: 'America/New_York' };

describe('reading an entry', () => {
  it('takes validUntil with the other fields, in the one HMGET the gateway sends', async () => {
    const { redis, commands } = fakeRedis({ ...stored, validUntil: String(LATER) });
    const entry = await readFlowEntryBytes(redis, 'u1', 'flow:today:-');
    expect(entry).toMatchObject({ etag: stored.etag, date: stored.date, timeZone: stored.timeZone, validUntil: LATER });
    expect(entry!.body.toString()).toBe(stored.body);
    expect(commands).toEqual([['HMGET', 'flow:v1:{u1}:flow:today:-', 'body', 'etag', 'date', 'timeZone', 'validUntil']]);
    expect(isFlowEntryFresh(entry!, undefined, NOW)).toBe(true);
  });

  it('reads an entry stored without validUntil, or with one unreadable, as a "today" that is not fresh, without failing', async () => {
    for (const hash of [stored, { ...stored, validUntil: 'soon' }, { ...stored, validUntil: '' }]) {
      const entry = await readFlowEntryBytes(fakeRedis(hash).redis, 'u1', 'flow:today:-');
      expect(entry).toMatchObject({ date: stored.date, validUntil: undefined });
      expect(isFlowEntryFresh(entry!, undefined, NOW)).toBe(false);
      expect(isFlowEntryFresh(entry!, '2026-06-14', NOW)).toBe(true);
    }
  });

  it('gives daily-flow the body with its validUntil and the generation', async () => {
    expect(await readFlowBody(fakeRedis({ ...stored, validUntil: String(LATER) }).redis, 'u1', 'rhythm:today:-')).toEqual({
      body: stored.body,
      validUntil: LATER,
      generation: '7',
    });
    expect(await readFlowBody(fakeRedis(stored).redis, 'u1', 'rhythm:today:-')).toEqual({ body: stored.body, validUntil: undefined, generation: '7' });
    expect(await readFlowBody(fakeRedis({}).redis, 'u1', 'rhythm:today:-')).toEqual({ body: null, validUntil: undefined, generation: '7' });
  });
});

import { createHash } from 'node:crypto';
import { FLOW_READ_MODEL_FIELDS, flowReadModelKeys, type FlowReadModelEntry } from '@flow/contracts';
import { RESP_TYPES } from 'redis';
import type { RedisClient } from '../redis/redis';

/**
 * The scripts of the flow read model (key layout and entry fields: libs/contracts), shared by its
 * writer (daily-flow) and its reader (the gateway). An invalidation bumps the user's generation and
 * deletes their entries in one step; a write lands only if the generation it started from is still
 * current, so a day computed before an invalidation can never be stored after it.
 */
const PUT = `
local gen = redis.call('GET', KEYS[1]) or '0'
if gen ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[2])
redis.call('HSET', KEYS[2], 'body', ARGV[2], 'etag', ARGV[3], 'date', ARGV[4], 'timeZone', ARGV[5])
if ARGV[8] ~= '' then redis.call('HSET', KEYS[2], 'validUntil', ARGV[8]) end
redis.call('EXPIRE', KEYS[2], tonumber(ARGV[6]))
redis.call('SADD', KEYS[3], KEYS[2])
redis.call('EXPIRE', KEYS[3], tonumber(ARGV[7]))
return 1`;

const INVALIDATE = `
redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], 86400)
local keys = redis.call('SMEMBERS', KEYS[2])
for _, key in ipairs(keys) do redis.call('DEL', key) end
redis.call('DEL', KEYS[2])
return #keys`;

const FORGET = `
local keys = redis.call('SMEMBERS', KEYS[2])
for _, key in ipairs(keys) do redis.call('DEL', key) end
redis.call('DEL', KEYS[1], KEYS[2])
return #keys`;

/** The longest an entry lives; the key index outlives every entry. */
const INDEX_TTL_SECONDS = 86_400;

/** A strong ETag of an answer's bytes: the same bytes give the same tag in every process. */
export function flowEtag(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Stores an entry unless the user's days were invalidated since `generation` was read. */
export async function putFlowEntry(
  redis: RedisClient,
  userId: string,
  name: string,
  entry: FlowReadModelEntry,
  ttlSeconds: number,
  generation: string,
): Promise<boolean> {
  const keys = flowReadModelKeys(userId);
  const stored = await redis.eval(PUT, {
    keys: [keys.generation, keys.entry(name), keys.index],
    arguments: [
      generation,
      entry.body,
      entry.etag,
      entry.date,
      entry.timeZone,
      String(ttlSeconds),
      String(INDEX_TTL_SECONDS),
      entry.validUntil === undefined ? '' : String(entry.validUntil),
    ],
  });
  return stored === 1;
}

/**
 * Whether a stored day still answers a read: the one rule of the gateway and daily-flow. A dated
 * read's day stays that date's (changes to it drop it). A "today" is good before its `validUntil`,
 * when the user's today may turn (todayEndsAt, libs/rhythm: at home's midnight or a stay's, whichever
 * comes first, not at midnight in the day's own zone); one without it, or with one unreadable (stored
 * before there was one), is not.
 */
export function isFlowEntryFresh(entry: Pick<FlowReadModelEntry, 'validUntil'>, date: string | undefined, now: Date): boolean {
  return date !== undefined || (entry.validUntil !== undefined && now.getTime() < entry.validUntil);
}

/** Epoch milliseconds as stored; undefined for none, or for anything else. */
const readValidUntil = (text: string | null | undefined): number | undefined => {
  const ms = text ? Number(text) : NaN;
  return Number.isSafeInteger(ms) ? ms : undefined;
};

/** The entry's body (or null) and validUntil, and the generation a new entry must be written against. */
export async function readFlowBody(
  redis: RedisClient,
  userId: string,
  name: string,
): Promise<{ body: string | null; validUntil: number | undefined; generation: string }> {
  const keys = flowReadModelKeys(userId);
  // Sent together (one round trip): the generation is read no later than the body.
  const [generation, [body, validUntil]] = await Promise.all([redis.get(keys.generation), redis.hmGet(keys.entry(name), ['body', 'validUntil'])]);
  return { body: body ?? null, validUntil: readValidUntil(validUntil), generation: generation ?? '0' };
}

/** An entry as the gateway reads it: the body stays bytes, to be written to the response as they are. */
export type FlowEntryBytes = Omit<FlowReadModelEntry, 'body'> & { body: Buffer };

const bufferClients = new WeakMap<RedisClient, RedisClient>();

/** The whole entry, or null when there is none (or it lacks a field; validUntil may be absent). */
export async function readFlowEntryBytes(redis: RedisClient, userId: string, name: string): Promise<FlowEntryBytes | null> {
  let bytes = bufferClients.get(redis);
  if (!bytes) bufferClients.set(redis, (bytes = redis.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer }) as unknown as RedisClient));
  const fields = (await bytes.hmGet(flowReadModelKeys(userId).entry(name), [...FLOW_READ_MODEL_FIELDS])) as unknown as (Buffer | null)[];
  const [body, etag, date, timeZone, validUntil] = fields;
  return body && etag && date && timeZone
    ? {
        body,
        etag: etag.toString('latin1'),
        date: date.toString('latin1'),
        timeZone: timeZone.toString('latin1'),
        validUntil: readValidUntil(validUntil?.toString('latin1')),
      }
    : null;
}

/** Drops every computed day of a user (and fences out writes begun before). Returns how many there were. */
export async function invalidateFlows(redis: RedisClient, userId: string): Promise<number> {
  const keys = flowReadModelKeys(userId);
  return Number(await redis.eval(INVALIDATE, { keys: [keys.generation, keys.index] }));
}

/** Deletes everything of a user, the generation counter too (their keys name them). */
export async function forgetFlows(redis: RedisClient, userId: string): Promise<void> {
  const keys = flowReadModelKeys(userId);
  await redis.eval(FORGET, { keys: [keys.generation, keys.index] });
}

/** Every stored day of a user, by key, as the JSON it holds (for 'Export my data'). */
export async function flowEntriesOf(redis: RedisClient, userId: string): Promise<Record<string, unknown>> {
  const names = (await redis.sMembers(flowReadModelKeys(userId).index)).sort();
  const bodies = await Promise.all(names.map((key) => redis.hGet(key, 'body')));
  return Object.fromEntries(names.flatMap((key, i) => (bodies[i] ? [[key, JSON.parse(bodies[i]!)]] : [])));
}

import { randomBytes, randomUUID } from 'node:crypto';
import { createOrm, migrate } from '@flow/platform';
import { testInfra } from '@flow/testing';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { calendarSyncDatabase } from '../src/calendar-sync.database';
import { ConnectionEntity } from '../src/connections/connection.entity';
import { ConnectionRepository } from '../src/connections/connection.repository';
import { FeedEntity } from '../src/feed/feed.entity';
import { FeedRepository } from '../src/feed/feed.repository';
import { ConnectionSecrets } from '../src/connections/connection-secrets';
import { secretHash, TokenCipher } from '../src/crypto/token-cipher';
import { SyncScheduler } from '../src/sync/sync.scheduler';

// Key rotation on a database of this test's own (the shared calendar-sync must keep its key):
// secrets sealed with the previous key are re-sealed with the new one, and still open.

const dbName = `flow_test_calendar_keys_${process.pid}`;
let databaseUrl: string;
let orm: MikroORM;
const admin = () => new Client({ connectionString: testInfra().PG_BASE_URL });
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

beforeAll(async () => {
  const client = admin();
  await client.connect();
  await client.query(`create database "${dbName}"`);
  await client.end();
  const url = new URL(testInfra().PG_BASE_URL);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
  await migrate({ clientUrl: databaseUrl, ...calendarSyncDatabase });
  orm = await createOrm({ clientUrl: databaseUrl, ...calendarSyncDatabase });
});

afterAll(async () => {
  await orm?.close(true);
  const client = admin();
  await client.connect();
  await client.query(`drop database if exists "${dbName}" with (force)`);
  await client.end();
});

it('re-seals every connection secret and feed secret under the new key, keeping their values', async () => {
  const oldKey = randomBytes(32).toString('base64');
  const newKey = randomBytes(32).toString('base64');
  const oldCipher = new TokenCipher(oldKey);
  const userId = randomUUID();
  const feedSecret = randomBytes(32).toString('base64url');

  const em = orm.em.fork();
  const connection = em.create(ConnectionEntity, {
    id: randomUUID(),
    userId,
    provider: 'google',
    status: 'connected',
    calendars: [],
    selection: {},
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  new ConnectionSecrets(oldCipher).write(connection, { accessToken: 'ya29.old-access', refreshToken: '1//old-refresh' });
  em.create(FeedEntity, { userId, secretHash: secretHash(feedSecret), secretEnc: oldCipher.seal(feedSecret, `${userId}:feed`), createdAt: new Date() });
  await em.flush();

  // The service restarts with CALENDAR_TOKEN_KEY=new and CALENDAR_TOKEN_PREVIOUS_KEYS=old.
  const cipher = new TokenCipher(newKey, [oldKey]);
  const scheduler = new SyncScheduler(
    undefined as never,
    undefined as never,
    undefined as never,
    undefined as never,
    new ConnectionRepository(orm.em),
    new FeedRepository(orm.em),
    new ConnectionSecrets(cipher),
    cipher,
    {} as never,
    silent,
  );
  expect(await scheduler.rotateKeys()).toBe(2);
  expect(await scheduler.rotateKeys()).toBe(0);

  const raw = new Client({ connectionString: databaseUrl });
  await raw.connect();
  try {
    const row = (await raw.query('select * from calendar_connections where id = $1', [connection.id])).rows[0];
    const onlyNew = new TokenCipher(newKey);
    expect(row.key_id).toBe(onlyNew.currentKeyId);
    expect(onlyNew.open(row.access_token_enc, `${row.id}:access`)).toBe('ya29.old-access');
    expect(onlyNew.open(row.refresh_token_enc, `${row.id}:refresh`)).toBe('1//old-refresh');
    const feed = (await raw.query('select * from calendar_feeds where user_id = $1', [userId])).rows[0];
    expect(onlyNew.open(feed.secret_enc, `${userId}:feed`)).toBe(feedSecret);
    expect(feed.secret_hash).toBe(secretHash(feedSecret));
  } finally {
    await raw.end();
  }
});

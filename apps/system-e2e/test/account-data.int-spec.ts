import { randomUUID } from 'node:crypto';
import { AccountMessages, ACCOUNT_EXPORT_FORMAT, rpc } from '@flow/contracts';
import { expectEventually, sharedGatewayUrl, TestHttpClient, testInfra } from '@flow/testing';
import { Client } from 'pg';
import { createClient } from 'redis';
import { io } from 'socket.io-client';
import { analyse, PASSWORD, signUp, type Actor } from './support/actors';
import { endDatabasePools, rowsMentioning } from './support/databases';
import { RawNats } from './support/nats';
import { giveDataEverywhere } from './support/user-data';

// The person's data under their control: one export with everything every service holds about them,
// and a deletion that leaves no row of theirs in any table of any service database.
const api = new TestHttpClient(sharedGatewayUrl());
afterAll(() => endDatabasePools());

/** Tables whose rows are not the person's data to export: plumbing and secrets (hashes of tokens). */
const NOT_EXPORTED = new Set(['outbox', 'processed_messages', 'mikro_orm_migrations', 'refresh_tokens', 'password_reset_tokens', 'email_confirmation_tokens']);

/** Services that answer their part of the export in this stack (those built). */
async function exportingServices(): Promise<string[]> {
  const nats = await RawNats.connect();
  try {
    const subjects = Object.keys(rpc).filter((s) => s.endsWith('.account.export'));
    const answering: string[] = [];
    for (const subject of subjects) if (await nats.answers(subject)) answering.push(subject);
    return answering;
  } finally {
    await nats.close();
  }
}

async function identityQuery<T>(sql: string, params: unknown[]): Promise<T[]> {
  const client = new Client({ connectionString: testInfra().databaseUrls.identity });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('the security audit log', () => {
  it('records failed sign-ins, password changes and refresh-token reuse, with the client', async () => {
    const person = await signUp(api, 'audit');
    const headers = { 'user-agent': 'audit-test/1.0' };
    expect((await api.request('POST', '/api/auth/signin', { body: { email: person.email, password: 'wrong-one' }, headers })).status).toBe(400);
    expect(
      (await api.request('PUT', '/api/auth/user', { body: { password: 'new-secret-9', currentPassword: person.password }, token: person.token, headers }))
        .status,
    ).toBe(200);
    const rotated = await api.post('/api/auth/refresh', { refresh_token: person.refreshToken });
    expect(rotated.status).toBe(200);
    expect((await api.post('/api/auth/refresh', { refresh_token: person.refreshToken })).status).toBe(401);

    const rows = await identityQuery<{ event: string; ip: string | null; user_agent: string | null; email: string | null }>(
      `select event, ip, user_agent, email from audit_log where user_id = $1 order by created_at`,
      [person.userId],
    );
    // The address confirmed at sign-up is a security event too.
    expect(rows.map((r) => r.event)).toEqual(['email.confirmed', 'signin.failed', 'password.changed', 'refresh.reused']);
    expect(rows[1]).toMatchObject({ email: person.email, user_agent: 'audit-test/1.0', ip: expect.stringMatching(/127\.0\.0\.1/) });
    // An attempt on an e-mail without an account is recorded too.
    const nobody = `nobody-${Date.now()}@example.com`;
    await api.post('/api/auth/signin', { email: nobody, password: 'whatever-1' });
    expect(await identityQuery(`select event from audit_log where email = $1 and user_id is null`, [nobody])).toEqual([{ event: 'signin.failed' }]);
  });
});

describe('Export my data', () => {
  let person: Actor;
  let other: Actor;
  beforeAll(async () => {
    [person, other] = await Promise.all([signUp(api, 'export'), signUp(api, 'export-other')]);
    await Promise.all([giveDataEverywhere(api, person, other), giveDataEverywhere(api, other, person)]);
    await api.post('/api/auth/signin', { email: person.email, password: 'not-it-1' });
  }, 60_000);

  it('gives one JSON download with a part from every service', async () => {
    const res = await api.get('/api/account/export', person.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="flow-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ format: ACCOUNT_EXPORT_FORMAT, userId: person.userId });
    const expected = (await exportingServices()).map((s) => s.split('.')[1]);
    expect(Object.keys(res.body.services).sort()).toEqual(expect.arrayContaining(['identity', 'profile-chart']));
    expect(Object.keys(res.body.services)).toHaveLength(expected.length);
    expect(res.body.services.identity.user[0]).toMatchObject({ id: person.userId, email: person.email });
    expect(res.body.services.identity.audit_log.map((e: { event: string }) => e.event)).toContain('signin.failed');
    expect(res.body.services['profile-chart'].profiles[0]).toMatchObject({ id: person.userId, birth_location: 'Kathmandu, Nepal' });
    // No secrets: neither the password hash nor any token or token hash.
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/argon2|password_hash|token_hash|refresh_token/);
  });

  it("holds every row of the person's in any database (by its id), and nothing of anyone else", async () => {
    const res = await api.get('/api/account/export', person.token);
    const text = JSON.stringify(res.body);
    const rows = await rowsMentioning([person.userId, person.email]);
    const missing: string[] = [];
    for (const [table, found] of Object.entries(rows)) {
      if (NOT_EXPORTED.has(table.split('.')[1]!)) continue;
      for (const row of found as string[]) {
        const id = /^\(([0-9a-f-]{36})/.exec(row)?.[1];
        if (!id || !text.includes(id)) missing.push(`${table}: ${row.slice(0, 120)}`);
      }
    }
    expect(missing).toEqual([]);
    // Another person's address appears only where the person typed it: the invites they sent.
    const { 'co-flow': coflow, ...rest } = res.body.services;
    expect(JSON.stringify(rest)).not.toContain(other.email);
    if (coflow) expect(JSON.stringify({ ...coflow, invites_sent: [] })).not.toContain(other.email);
  });

  it('answers 503 with Retry-After, not half an export, when a service cannot answer', async () => {
    // Covered with a service really stopped in faults-services.int-spec.ts; here: the route is private.
    expect((await api.get('/api/account/export')).status).toBe(401);
  });
});

describe('Delete my account', () => {
  it('needs the password, and a wrong one deletes nothing and is audited', async () => {
    const person = await signUp(api, 'delete-wrong');
    const missing = await api.post('/api/account/delete', {}, person.token);
    expect({ status: missing.status, message: missing.body.error.message }).toEqual({ status: 422, message: AccountMessages.enterPassword });
    const wrong = await api.post('/api/account/delete', { password: 'not-my-password' }, person.token);
    expect({ status: wrong.status, message: wrong.body.error.message }).toEqual({ status: 400, message: AccountMessages.wrongPassword });
    expect((await api.get('/api/auth/user', person.token)).status).toBe(200);
    expect(await identityQuery(`select event from audit_log where user_id = $1 order by created_at`, [person.userId])).toEqual([
      { event: 'email.confirmed' },
      { event: 'account.delete_failed' },
    ]);
  });

  it('erases every row of the person from every database, revokes every session and keeps everyone else', async () => {
    const [person, other] = await Promise.all([signUp(api, 'delete'), signUp(api, 'delete-other')]);
    await Promise.all([giveDataEverywhere(api, person, other), giveDataEverywhere(api, other, person)]);
    await api.post('/api/auth/signin', { email: person.email, password: 'wrong-again-1' });
    const secondDevice = await api.post('/api/auth/signin', { email: person.email, password: PASSWORD });
    expect(secondDevice.status).toBe(200);
    const socket = io(sharedGatewayUrl(), { path: '/socket.io', auth: { token: person.token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
    const heard: string[] = [];
    socket.on('invalidate', (m: { type: string }) => heard.push(m.type));
    const socketClosed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const before = await rowsMentioning([person.userId, person.email]);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['identity.users', 'identity.sessions', 'identity.audit_log', 'profile-chart.profiles']));
    const otherBefore = await rowsMentioning([other.userId]);

    const deleted = await api.post('/api/account/delete', { password: PASSWORD }, person.token);
    expect(deleted.status).toBe(200);

    // Every session, this one and the other device's, stops at once; the account is gone.
    for (const token of [person.token, secondDevice.body.access_token]) expect((await api.get('/api/profile', token)).status).toBe(401);
    for (const refresh of [person.refreshToken, secondDevice.body.refresh_token])
      expect((await api.post('/api/auth/refresh', { refresh_token: refresh })).status).toBe(401);
    // Open tabs hear it and lose their socket.
    expect(await Promise.race([socketClosed, new Promise((r) => setTimeout(() => r('still open after 10 s'), 10_000))])).toBe('io server disconnect');
    expect(heard).toContain('flow.evt.identity.user-deleted');

    // No row anywhere says who they were: not their id, not their e-mail.
    await expectEventually(async () => expect(await rowsMentioning([person.userId, person.email])).toEqual({}), { timeoutMs: 20_000, intervalMs: 250 });
    // The deletion itself is on record, with no one named.
    const [{ n }] = await identityQuery<{ n: number }>(
      `select count(*)::int as n from audit_log where event = 'account.deleted' and user_id is null and email is null`,
      [],
    );
    expect(n).toBeGreaterThanOrEqual(1);
    // Nothing in Redis that outlives a rate window names them.
    const redis = createClient({ url: testInfra().REDIS_URL });
    await redis.connect();
    try {
      const keys = [...(await redis.keys(`*${person.userId}*`)), ...(await redis.keys(`*${person.email}*`))];
      const lasting = [];
      for (const key of keys) if ((await redis.ttl(key)) < 0 || (await redis.ttl(key)) > 120) lasting.push(key);
      expect(lasting).toEqual([]);
    } finally {
      await redis.quit();
    }
    // The account is gone (this attempt is audited anew, as any attempt on an unknown e-mail is).
    expect((await api.post('/api/auth/signin', { email: person.email, password: PASSWORD })).status).toBe(400);
    // The other person keeps all of theirs.
    // (Rows the two shared, such as a co-flow connection or invite between them, go with the deleted person.)
    const otherAfter = await rowsMentioning([other.userId]);
    const shared = (row: unknown) => [person.userId, person.email].some((n) => String(row).toLowerCase().includes(n.toLowerCase()));
    for (const table of Object.keys(otherBefore).filter((t) => !t.endsWith('.outbox') && !t.endsWith('.sessions'))) {
      expect({ table, rows: otherAfter[table]?.length ?? 0 }).toEqual({ table, rows: otherBefore[table]!.filter((row) => !shared(row)).length });
    }
    if (otherBefore['co-flow.co_flow_connections']) {
      const connections = await api.get('/api/coflow/connections', other.token);
      expect(connections.status).toBe(200);
      expect(JSON.stringify(connections.body)).not.toContain(person.userId);
    }
    expect((await api.get('/api/profile', other.token)).status).toBe(200);
  }, 90_000);

  it('confirms an account without a password (Google only) by its e-mail address', async () => {
    const person = await signUp(api, 'delete-google');
    // Make it a Google-only account as Google sign-in would create it.
    await identityQuery(`update users set password_hash = null where id = $1`, [person.userId]);
    const missing = await api.post('/api/account/delete', {}, person.token);
    expect({ status: missing.status, message: missing.body.error.message }).toEqual({ status: 422, message: AccountMessages.enterEmail });
    const wrong = await api.post('/api/account/delete', { email: 'someone-else@example.com' }, person.token);
    expect({ status: wrong.status, message: wrong.body.error.message }).toEqual({ status: 400, message: AccountMessages.wrongEmail });
    expect((await api.post('/api/account/delete', { email: person.email.toUpperCase() }, person.token)).status).toBe(200);
    await expectEventually(async () => expect(await rowsMentioning([person.userId, person.email])).toEqual({}), { timeoutMs: 20_000, intervalMs: 250 });
  });

  it('applies the user-deleted event once even when it arrives twice', async () => {
    const person = await signUp(api, 'delete-twice');
    await analyse(api, person);
    expect((await api.post('/api/account/delete', { password: PASSWORD }, person.token)).status).toBe(200);
    await expectEventually(async () => expect(await rowsMentioning([person.userId])).toEqual({}), { timeoutMs: 20_000, intervalMs: 250 });
    // The same event again (a redelivery): consumers skip it, nothing is dead-lettered.
    const nats = await RawNats.connect();
    try {
      const js = nats.nc.jetstream();
      const jsm = await nats.nc.jetstreamManager();
      const deadLetters = async () =>
        Object.entries((await jsm.streams.info('FLOW_DLQ', { subjects_filter: 'flow.dlq.>' })).state.subjects ?? {})
          .filter(([s]) => s.endsWith('-user-deleted'))
          .reduce((n, [, count]) => n + count, 0);
      const dlqBefore = await deadLetters();
      const envelope = {
        id: randomUUID(),
        type: 'flow.evt.identity.user-deleted',
        occurredAt: new Date().toISOString(),
        userIds: [person.userId],
        data: { userId: person.userId, email: person.email },
      };
      const bytes = new TextEncoder().encode(JSON.stringify(envelope));
      await js.publish('flow.evt.identity.user-deleted', bytes, { msgID: `${envelope.id}-a` });
      await js.publish('flow.evt.identity.user-deleted', bytes, { msgID: `${envelope.id}-b` });
      await expectEventually(
        async () => {
          const processed = await identityQuery<{ n: number }>(`select count(*)::int as n from processed_messages where message_id = $1`, [envelope.id]);
          expect(processed[0]!.n).toBe(1);
        },
        { timeoutMs: 15_000 },
      );
      expect(await deadLetters()).toBe(dlqBefore);
    } finally {
      await nats.close();
    }
    // The redelivered event named the person again; once handled, those rows are gone too.
    await expectEventually(async () => expect(await rowsMentioning([person.userId])).toEqual({}), { timeoutMs: 20_000, intervalMs: 250 });
  });
});

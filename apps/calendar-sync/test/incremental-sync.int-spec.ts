import type { ExternalCalendarEvent } from '@flow/contracts';
import { expectEventually } from '@flow/testing';
import { addGoogleEvents, api, atDay, closeKit, connectedGoogleUser, database, google } from './calendar-test-kit';

// Incremental sync and back-off against the Google stand-in: syncToken, deleted items as
// "cancelled", 410 on a stale token, rate limits and server errors.

afterAll(async () => {
  await google.control('DELETE', '/faults');
  await closeKit();
});

const window = `timeMin=${encodeURIComponent(atDay(0).toISOString())}&timeMax=${encodeURIComponent(atDay(30).toISOString())}`;
const summaries = (events: ExternalCalendarEvent[]) => events.map((e) => e.summary);
const stats = (email: string) => google.control<Record<string, number>>('GET', `/stats?email=${encodeURIComponent(email)}`);
const refresh = async (token: string) => {
  const read = await api.get(`/api/calendar/events?${window}&refresh=true`, token);
  expect(read.status).toBe(200);
  return read.body as { events: ExternalCalendarEvent[] };
};
const edit = (email: string, id: string, body: unknown) =>
  google.control('PATCH', `/accounts/${encodeURIComponent(email)}/calendars/primary/events/${id}`, body);
const remove = (email: string, id: string) => google.control('DELETE', `/accounts/${encodeURIComponent(email)}/calendars/primary/events/${id}`);

describe('Google incremental sync', () => {
  it('reads the window once, then only what changed with the syncToken (edits, deletions, a recurring series)', async () => {
    const { user, googleEmail } = await connectedGoogleUser();
    const { items } = await addGoogleEvents(googleEmail, 'primary', [
      { summary: 'Dentist', start: { dateTime: atDay(1, 10).toISOString() }, end: { dateTime: atDay(1, 11).toISOString() } },
      { summary: 'Gym', start: { dateTime: atDay(2, 7).toISOString() }, end: { dateTime: atDay(2, 8).toISOString() } },
      {
        summary: 'Stand-up',
        start: { dateTime: atDay(3, 9).toISOString() },
        end: { dateTime: atDay(3, 9, 15).toISOString() },
        recurrence: ['RRULE:FREQ=DAILY;COUNT=3'],
      },
    ]);
    const [dentist, gym, standUp] = items as { id: string }[];
    expect(summaries((await refresh(user.token)).events)).toEqual(['Dentist', 'Gym', 'Stand-up', 'Stand-up', 'Stand-up']);
    const first = await stats(googleEmail);
    expect(first.fullListRequests).toBeGreaterThanOrEqual(1);

    await edit(googleEmail, dentist!.id, {
      summary: 'Dentist (moved)',
      start: { dateTime: atDay(1, 15).toISOString() },
      end: { dateTime: atDay(1, 16).toISOString() },
    });
    await remove(googleEmail, gym!.id);
    // The series shrinks from 3 to 2 days: its third instance turns cancelled.
    await edit(googleEmail, standUp!.id, { recurrence: ['RRULE:FREQ=DAILY;COUNT=2'] });
    const after = (await refresh(user.token)).events;
    expect(summaries(after)).toEqual(['Dentist (moved)', 'Stand-up', 'Stand-up']);
    expect(after[0]).toMatchObject({ startTime: atDay(1, 15).toISOString(), endTime: atDay(1, 16).toISOString() });

    const second = await stats(googleEmail);
    expect(second.incrementalListRequests).toBeGreaterThanOrEqual(1);
    expect(second.fullListRequests).toBe(first.fullListRequests);

    // A whole series deleted comes back as one cancelled item: all of its instances go.
    await remove(googleEmail, standUp!.id);
    expect(summaries((await refresh(user.token)).events)).toEqual(['Dentist (moved)']);
    expect((await stats(googleEmail)).fullListRequests).toBe(first.fullListRequests);
  });

  it('starts over with a full sync of the window when Google answers 410 for a stale token', async () => {
    const { user, googleEmail } = await connectedGoogleUser();
    await addGoogleEvents(googleEmail, 'primary', [
      { summary: 'Review', start: { dateTime: atDay(2, 14).toISOString() }, end: { dateTime: atDay(2, 15).toISOString() } },
    ]);
    expect(summaries((await refresh(user.token)).events)).toEqual(['Review']);
    const before = await stats(googleEmail);
    await google.control('POST', `/accounts/${encodeURIComponent(googleEmail)}/invalidate-sync-tokens`);
    await addGoogleEvents(googleEmail, 'primary', [
      { summary: 'Lunch', start: { dateTime: atDay(3, 12).toISOString() }, end: { dateTime: atDay(3, 13).toISOString() } },
    ]);
    expect(summaries((await refresh(user.token)).events)).toEqual(['Review', 'Lunch']);
    const after = await stats(googleEmail);
    expect(after.fullListRequests).toBe(before.fullListRequests + 1);
  });
});

describe('rate limits and server errors', () => {
  it('retries 429 and 403 rateLimitExceeded with back-off, honouring Retry-After, and the sync completes', async () => {
    const { user, googleEmail } = await connectedGoogleUser();
    await google.control('POST', '/faults', { email: googleEmail, kind: 'tooManyRequests', count: 1, retryAfter: 1 });
    await google.control('POST', '/faults', { email: googleEmail, kind: 'userRateLimitExceeded', count: 1 });
    await addGoogleEvents(googleEmail, 'primary', [
      { summary: 'Call', start: { dateTime: atDay(1, 9).toISOString() }, end: { dateTime: atDay(1, 10).toISOString() } },
    ]);
    await expectEventually(async () => expect(summaries((await refresh(user.token)).events)).toEqual(['Call']), { timeoutMs: 20_000, intervalMs: 500 });
    const { items } = await google.control<{ items: { at: number; path: string; fault?: string }[] }>(
      'GET',
      `/requests?email=${encodeURIComponent(googleEmail)}`,
    );
    const limited = items.findIndex((r) => r.fault === 'tooManyRequests');
    expect(limited).toBeGreaterThanOrEqual(0);
    // The same request again, no sooner than Retry-After (1 s); then the 403 rate limit, retried too.
    expect(items[limited + 1]).toMatchObject({ path: items[limited]!.path, fault: 'userRateLimitExceeded' });
    expect(items[limited + 1]!.at - items[limited]!.at).toBeGreaterThanOrEqual(1000);
    expect(items[limited + 2]).toMatchObject({ path: items[limited]!.path });
    expect(items[limited + 2]!.fault).toBeUndefined();
    const connection = (await api.get('/api/calendar/connection', user.token)).body.connections[0];
    expect(connection).toMatchObject({ retrying: false, lastError: null });
  });

  it('a storm of 500s rests the connection with back-off and shows "retrying" until a later sync succeeds', async () => {
    const { user, googleEmail } = await connectedGoogleUser();
    expect((await refresh(user.token)).events).toEqual([]);
    await google.control('POST', '/faults', { email: googleEmail, kind: 'backendError', count: 1000 });
    await addGoogleEvents(googleEmail, 'primary', [
      { summary: 'Planning', start: { dateTime: atDay(4, 11).toISOString() }, end: { dateTime: atDay(4, 12).toISOString() } },
    ]);
    await refresh(user.token);
    await expectEventually(
      async () => {
        const connection = (await api.get('/api/calendar/connection', user.token)).body.connections[0];
        expect(connection).toMatchObject({ status: 'connected', retrying: true, lastError: expect.stringContaining('500') });
        expect(connection.lastSyncedAt).not.toBeNull();
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    const db = await database();
    try {
      const { rows } = await db.query('select sync_failures, retry_at from calendar_connections where user_id = $1', [user.userId]);
      expect(rows[0].sync_failures).toBe(1);
      // The first rest is 15-30 s (30 s with half of it jittered).
      const rest = new Date(rows[0].retry_at).getTime() - Date.now();
      expect(rest).toBeGreaterThan(5_000);
      expect(rest).toBeLessThanOrEqual(30_000);
      // While it rests, a read does not call Google again.
      const served = (await stats(googleEmail)).faultsServed;
      await refresh(user.token);
      expect((await stats(googleEmail)).faultsServed).toBe(served);
      // The storm ends and the rest is over (set here instead of waiting for it): the next sync brings the event.
      await google.control('DELETE', '/faults');
      await db.query('update calendar_connections set retry_at = now() where user_id = $1', [user.userId]);
    } finally {
      await db.end();
    }
    expect(summaries((await refresh(user.token)).events)).toEqual(['Planning']);
    expect((await api.get('/api/calendar/connection', user.token)).body.connections[0]).toMatchObject({ retrying: false, lastError: null });
  });
});

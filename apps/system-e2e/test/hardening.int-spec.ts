import net from 'node:net';
import os from 'node:os';
import { CommonMessages, SchedulingMessages } from '@flow/contracts';
import { sharedGatewayUrl, sharedHealthPorts, TestHttpClient } from '@flow/testing';
import { signUp, type Actor } from './support/actors';

// Issue 34: no request takes FLOW down. Each block is one finding, against the running services.
const api = new TestHttpClient(sharedGatewayUrl());
let person: Actor;
beforeAll(async () => {
  person = await signUp(api, 'harden');
}, 30_000);

const create = (body: Record<string, unknown>, token = person.token) =>
  api.post('/api/events', { title: 'Standup', startTime: '2026-12-01T09:00:00Z', endTime: '2026-12-01T09:15:00Z', timeZone: 'UTC', ...body }, token);
const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const value = await run();
  return [value, performance.now() - started];
};

describe('an answer larger than one NATS message (finding 1)', () => {
  it('is a 422 asking for a shorter range, and scheduling keeps serving', async () => {
    const owner = await signUp(api, 'harden-big');
    // A daily series with a long description: a year of it is about 2 MB, twice what one message holds.
    expect((await create({ recurrence: 'FREQ=DAILY', description: 'x'.repeat(5000) }, owner.token)).status).toBe(201);
    const year = await api.get('/api/events?from=2027-01-01T00:00:00Z&to=2028-01-01T00:00:00Z', owner.token);
    expect([year.status, year.body.error?.code, year.body.error?.message]).toEqual([422, 'ANSWER_TOO_LARGE', CommonMessages.answerTooLarge]);
    const week = await api.get('/api/events?from=2027-01-01T00:00:00Z&to=2027-01-08T00:00:00Z', owner.token);
    expect([week.status, week.body.events.length]).toEqual([200, 7]);
    expect((await api.get('/api/events?from=2027-01-01T00:00:00Z&to=2027-01-02T00:00:00Z', person.token)).status).toBe(200);
  });

  it('list routes refuse a range wider than their documented maximum', async () => {
    const wide = await api.get('/api/events?from=2190-01-01T00:00:00Z&to=2199-01-01T00:00:00Z', person.token);
    expect([wide.status, wide.body.error?.message]).toEqual([422, SchedulingMessages.rangeTooWide]);
  });
});

describe('instants outside 1900–2200 (finding 7)', () => {
  it.each(['0000-01-01T00:00:00Z', '1899-12-31T23:00:00Z', '9999-12-31T00:00:00Z'])(
    '%s: 422 on event create, event list and check-in list',
    async (instant) => {
      const created = await create({ startTime: instant, endTime: '2026-12-01T09:15:00Z' });
      const events = await api.get(`/api/events?from=${instant}&to=2026-01-01T00:00:00Z`, person.token);
      const checkins = await api.get(`/api/checkins?from=${instant}`, person.token);
      for (const res of [created, events, checkins])
        expect([res.status, res.body.error?.details?.[0]?.message ?? res.body.error?.message]).toEqual([422, CommonMessages.instantOutOfRange]);
    },
  );
});

describe('repeat rules are cheap by construction (findings 3 and 8)', () => {
  it.each([
    ['FREQ=DAILY;COUNT=99999999999999999999', SchedulingMessages.recurrence.count],
    ['FREQ=DAILY;COUNT=0', SchedulingMessages.recurrence.count],
    ['FREQ=DAILY;INTERVAL=0', SchedulingMessages.recurrence.interval],
    ['FREQ=DAILY;UNTIL=99991231T000000Z', SchedulingMessages.recurrence.until],
    ['FREQ=YEARLY;BYYEARDAY=366;BYMONTH=2', SchedulingMessages.recurrence.unsupported],
    ['FREQ=WEEKLY;BYYEARDAY=1', SchedulingMessages.recurrence.unsupported],
    ['FREQ=MONTHLY;BYWEEKNO=1', SchedulingMessages.recurrence.unsupported],
    ['FREQ=DAILY;BYMONTHDAY=-1', SchedulingMessages.recurrence.unsupported],
  ])('%s → 422 at once', async (recurrence, message) => {
    const [res, ms] = await timed(() => create({ recurrence }));
    expect([res.status, res.body.error?.message]).toEqual([422, message]);
    expect(ms).toBeLessThan(1000);
  });

  it('lists a far-future window of a daily series from the window, not from its first date', async () => {
    const owner = await signUp(api, 'harden-far');
    expect((await create({ recurrence: 'FREQ=DAILY;INTERVAL=2' }, owner.token)).status).toBe(201);
    const [far, ms] = await timed(() => api.get('/api/events?from=2199-01-01T00:00:00Z&to=2199-12-31T00:00:00Z', owner.token));
    expect(far.status).toBe(200);
    // Every second day from 1 December 2026 (an even number of days away from each listed start).
    expect(far.body.events.length).toBeGreaterThan(180);
    for (const e of far.body.events as { startTime: string }[])
      expect(((Date.parse(e.startTime) - Date.parse('2026-12-01T09:00:00Z')) / 86_400_000) % 2).toBe(0);
    expect(ms).toBeLessThan(3000);
  });
});

describe('health and metrics ports (finding 10)', () => {
  const outward = Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
  const connects = (host: string, port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ host, port }, () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
      socket.setTimeout(2000, () => (socket.destroy(), resolve(false)));
    });

  it('listen on loopback only by default', async () => {
    const ports = Object.entries(sharedHealthPorts());
    expect(ports.length).toBeGreaterThan(1);
    for (const [, port] of ports) expect(await connects('127.0.0.1', port!)).toBe(true);
    // A machine with no other interface has nothing to prove here.
    if (!outward) return;
    for (const [name, port] of ports) expect([name, await connects(outward, port!)]).toEqual([name, false]);
  });
});

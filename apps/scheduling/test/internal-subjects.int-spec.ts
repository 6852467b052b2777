import { RpcClient } from '@flow/platform';
import { testInfra } from '@flow/testing';
import { connect, type NatsConnection } from 'nats';
import { eventAt, sharedApi, signUp } from './helpers';

const api = sharedApi();
let nc: NatsConnection;
let rpc: RpcClient;
beforeAll(async () => {
  nc = await connect({ servers: testInfra().NATS_URL });
  rpc = new RpcClient(nc);
});
afterAll(() => nc?.close());

describe('subjects other services use', () => {
  it('flow.scheduling.events.range answers one user’s own events in the window, with attendees', async () => {
    const [ann, bob] = await Promise.all([signUp(api, 'range-ann'), signUp(api, 'range-bob')]);
    const inside = (await api.post('/api/events', eventAt(2, 60, { title: 'Inside', attendees: [{ email: 'x@example.com' }] }), ann.token)).body.event;
    await api.post('/api/events', eventAt(30, 60, { title: 'Outside' }), ann.token);
    await api.post('/api/events', eventAt(2, 60, { title: "Bob's" }), bob.token);
    const from = new Date(Date.parse(inside.start_time) - 3_600_000).toISOString();
    const to = new Date(Date.parse(inside.end_time) + 3_600_000).toISOString();
    const { events } = await rpc.request('flow.scheduling.events.range', { userId: ann.userId, from, to });
    expect(events).toEqual([inside]);
  });

  it('flow.scheduling.busy answers intervals of several users without any title', async () => {
    const [ann, bob] = await Promise.all([signUp(api, 'busy-ann'), signUp(api, 'busy-bob')]);
    const a = (await api.post('/api/events', eventAt(2, 60, { title: 'Secret plan' }), ann.token)).body.event;
    const b = (await api.post('/api/events', eventAt(3, 30, { title: 'Therapy' }), bob.token)).body.event;
    const { busy } = await rpc.request('flow.scheduling.busy', { userIds: [ann.userId, bob.userId], from: a.start_time, to: b.end_time });
    expect(busy).toEqual([
      { userId: ann.userId, start: a.start_time, end: a.end_time },
      { userId: bob.userId, start: b.start_time, end: b.end_time },
    ]);
    expect(JSON.stringify(busy)).not.toMatch(/Secret|Therapy/);
  });

  it('free/busy (co-flow) and the range daily-flow reads carry each occurrence of a repeating event', async () => {
    const ann = await signUp(api, 'busy-rec');
    const series = {
      title: 'Swim',
      startTime: '2027-06-07T07:00:00+02:00',
      endTime: '2027-06-07T08:00:00+02:00',
      recurrence: 'FREQ=DAILY;COUNT=3',
      timeZone: 'Europe/Berlin',
    };
    expect((await api.post('/api/events', series, ann.token)).status).toBe(201);
    const window = { from: '2027-06-07T00:00:00Z', to: '2027-06-10T00:00:00Z' };
    const { busy } = await rpc.request('flow.scheduling.busy', { userIds: [ann.userId], ...window });
    expect(busy.map((b) => b.start)).toEqual(['2027-06-07T05:00:00.000Z', '2027-06-08T05:00:00.000Z', '2027-06-09T05:00:00.000Z']);
    const { events } = await rpc.request('flow.scheduling.events.range', { userId: ann.userId, ...window });
    expect(events.map((e) => [e.title, e.start_time])).toEqual(busy.map((b) => ['Swim', b.start]));
  });
});

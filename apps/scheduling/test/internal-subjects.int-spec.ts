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
});

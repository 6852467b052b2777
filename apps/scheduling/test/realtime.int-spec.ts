import { expectEventually, sharedGatewayUrl } from '@flow/testing';
import type { Socket } from 'socket.io-client';
import { eventAt, openTab, sharedApi, signUp } from './helpers';

const api = sharedApi();
const sockets: Socket[] = [];
// The outbox relay, JetStream and the gateway's fan-out can lag on a loaded CI machine.
const PATIENCE = { timeoutMs: 15_000 };
afterAll(() => sockets.forEach((s) => s.disconnect()));

it("sends every change of a user's events and overrides to that user's open tabs, and to no one else", async () => {
  const [ann, bob] = await Promise.all([signUp(api, 'rt-ann'), signUp(api, 'rt-bob')]);
  const [annTab1, annTab2, bobTab] = await Promise.all([
    openTab(sharedGatewayUrl(), ann.token, sockets),
    openTab(sharedGatewayUrl(), ann.token, sockets),
    openTab(sharedGatewayUrl(), bob.token, sockets),
  ]);

  const event = (await api.post('/api/events', eventAt(3), ann.token)).body.event;
  await api.patch(`/api/events/${event.id}`, { title: 'Renamed' }, ann.token);
  await api.put(`/api/alignment/overrides/${event.id}`, { isAligned: true }, ann.token);
  await api.delete(`/api/events/${event.id}`, ann.token);

  const expected = ['event-created', 'event-updated', 'override-changed', 'event-deleted'].map((entity) => ({
    type: `flow.evt.scheduling.${entity}`,
    entity,
    id: event.id,
  }));
  for (const tab of [annTab1, annTab2]) {
    await expectEventually(() => expect(tab.messages.filter((m) => m.id === event.id)).toEqual(expect.arrayContaining(expected)), PATIENCE);
  }
  // Bob's own change arrives at Bob's tab: by then Ann's would have too, had they been sent to him.
  const bobsEvent = (await api.post('/api/events', eventAt(5), bob.token)).body.event;
  await expectEventually(() => expect(bobTab.messages.map((m) => m.id)).toContain(bobsEvent.id), PATIENCE);
  expect(bobTab.messages.filter((m) => m.id === event.id)).toEqual([]);
  expect(annTab1.messages.filter((m) => m.id === bobsEvent.id)).toEqual([]);
});

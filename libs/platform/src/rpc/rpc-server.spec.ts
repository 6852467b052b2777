import type { NatsConnection } from 'nats';
import { FlowNatsServer } from './rpc-server';

/** The subjects a server subscribes on a connection, with their queue groups. */
function subscriptionsOf(server: FlowNatsServer): { subject: string; queue?: string }[] {
  const subscribed: { subject: string; queue?: string }[] = [];
  const client = {
    subscribe: (subject: string, options: { queue?: string }) => (subscribed.push({ subject, queue: options.queue }), { drain: async () => undefined }),
  } as unknown as NatsConnection;
  server.bindEvents(client);
  return subscribed;
}

function serverWith(role?: { serveRequests: boolean }): FlowNatsServer {
  const server = new FlowNatsServer({ servers: ['nats://127.0.0.1:1'], queue: 'daily-flow' }, role);
  server.addHandler('flow.daily-flow.get', async () => ({}));
  server.addHandler('flow.daily-flow.checkins.update', async () => ({}));
  return server;
}

describe('FlowNatsServer', () => {
  it("answers each request subject in the service's queue group, so replicas share the requests", () => {
    expect(subscriptionsOf(serverWith())).toEqual([
      { subject: 'flow.daily-flow.get', queue: 'daily-flow' },
      { subject: 'flow.daily-flow.checkins.update', queue: 'daily-flow' },
    ]);
  });

  it('takes no requests on a background-only replica (SERVE_REQUESTS=false)', () => {
    expect(subscriptionsOf(serverWith({ serveRequests: false }))).toEqual([]);
    expect(subscriptionsOf(serverWith({ serveRequests: true }))).toHaveLength(2);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  expectEventually,
  serviceDatabase,
  startGateway,
  startPrivateNats,
  startService,
  TestHttpClient,
  testInfra,
  uniqueEmail,
  type GatewayProcess,
  type ServiceProcess,
} from '@flow/testing';
import fs from 'node:fs';
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';

/**
 * Operations, proven on a stack of this suite's own (its own NATS and identity database, so no
 * other replica answers its requests or relays its events): one trace per request across
 * gateway → NATS → service → PostgreSQL/Redis → JetStream → socket fan-out, the metrics each app
 * exposes, and SIGTERM during in-flight requests completing them.
 */

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: Record<string, unknown> }[];
  service: string;
}
const KIND = { server: 2, client: 3, producer: 4, consumer: 5 } as const;

/** A minimal OTLP/HTTP (JSON) receiver: the services export with their real OTLP exporter. */
async function startOtlpReceiver(): Promise<{ url: string; spans: OtlpSpan[]; close(): Promise<void> }> {
  const spans: OtlpSpan[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: {
            resource: { attributes: { key: string; value: { stringValue?: string } }[] };
            scopeSpans: { spans: Omit<OtlpSpan, 'service'>[] }[];
          }[];
        };
        for (const rs of body.resourceSpans) {
          const service = rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
          for (const ss of rs.scopeSpans) for (const span of ss.spans) spans.push({ ...span, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, spans, close: () => new Promise((r) => server.close(() => r())) };
}

const attr = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value ? Object.values(value)[0] : undefined;
};

/** Value of one Prometheus sample, e.g. sample(text, 'flow_nats_handled_total', { subject: 'x' }). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = line.match(/^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => present[k] === v)) return Number(match[3]);
  }
  return undefined;
}

const metricsOf = async (url: string) => (await fetch(url)).text();

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let nats: Awaited<ReturnType<typeof startPrivateNats>>;
let identityA: ServiceProcess;
let identityB: ServiceProcess | undefined;
let gateway: GatewayProcess;
let api: TestHttpClient;
const databaseName = `flow_test_ops_${process.pid}`;
const sockets: Socket[] = [];

async function admin<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: testInfra().PG_BASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  nats = await startPrivateNats();
  // A copy of identity's migrated template, on the run's PostgreSQL.
  const url = await serviceDatabase('identity', databaseName);
  const env = { NATS_URL: nats.url, DATABASE_URL: url, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '100' };
  // One after the other, with time to spare: this suite shares two cores with the others.
  identityA = await startService('identity', env, { readyTimeoutMs: 60_000 });
  // A long request timeout: on a busy machine a sign-up (argon2) can take seconds, and these
  // tests are about requests lost to a shutdown, not about slowness.
  gateway = await startGateway(
    { ...env, AUTH_RATE_LIMIT_PER_MINUTE: '100000', AUTH_FAILED_SIGNIN_LIMIT: '1000', NATS_REQUEST_TIMEOUT_MS: '30000' },
    { readyTimeoutMs: 60_000 },
  );
  api = new TestHttpClient(gateway.url);
}, 150_000);

afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await Promise.all([gateway?.stop(), identityA?.stop(), identityB?.stop()]);
  await nats?.stop();
  await receiver?.close();
  await admin((c) => c.query(`drop database if exists "${databaseName}" with (force)`)).catch(() => undefined);
});

function connectSocket(token: string): Promise<Socket> {
  const socket = io(gateway.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('one trace per request', () => {
  // The fan-out reads only events that reach a socket on its replica (realtime.gateway.ts): the person
  // has a tab open, and changes a setting there.
  it('follows a request from the gateway over NATS into identity, PostgreSQL, JetStream and the fan-out to the person’s open tab', async () => {
    const { body: session } = await api.post('/api/auth/signup', { email: uniqueEmail('trace'), password: 'secret1' });
    const tab = await connectSocket(session.access_token);
    const res = await api.put('/api/auth/user/privacy', { findableByEmail: false }, session.access_token);
    expect(res.status).toBe(200);

    const trace = await expectEventually(
      () => {
        const root = receiver.spans.find(
          (s) => s.service === 'gateway' && s.kind === KIND.server && String(attr(s, 'url.path') ?? attr(s, 'http.target')) === '/api/auth/user/privacy',
        );
        expect(root).toBeDefined();
        const spans = receiver.spans.filter((s) => s.traceId === root!.traceId);
        const find = (service: string, kind: number, name: string) => spans.find((s) => s.service === service && s.kind === kind && s.name === name);
        const client = find('gateway', KIND.client, 'send flow.identity.user.privacy');
        const server = find('identity', KIND.server, 'process flow.identity.user.privacy');
        const publish = find('identity', KIND.producer, 'publish flow.evt.identity.user-updated');
        const fanOut = find('gateway', KIND.consumer, 'fan-out flow.evt.identity.user-updated');
        const queries = spans.filter(
          (s) => s.service === 'identity' && s.kind === KIND.client && (attr(s, 'db.system') ?? attr(s, 'db.system.name')) === 'postgresql',
        );
        expect({ client: !!client, server: !!server, publish: !!publish, fanOut: !!fanOut, queries: queries.length > 0 }).toEqual({
          client: true,
          server: true,
          publish: true,
          fanOut: true,
          queries: true,
        });
        return { root: root!, client: client!, server: server!, publish: publish!, fanOut: fanOut!, queries };
      },
      { timeoutMs: 15_000, intervalMs: 100 },
    );
    // One trace id, and each hop is the child of the one before it.
    const ids = new Set([trace.root, trace.client, trace.server, trace.publish, trace.fanOut, ...trace.queries].map((s) => s.traceId));
    expect(ids.size).toBe(1);
    expect(trace.server.parentSpanId).toBe(trace.client.spanId);
    expect(trace.fanOut.parentSpanId).toBe(trace.publish.spanId);
    const byId = new Map(receiver.spans.map((s) => [s.spanId, s]));
    const descendsFrom = (span: OtlpSpan, ancestor: OtlpSpan): boolean => {
      for (let s: OtlpSpan | undefined = span; s; s = s.parentSpanId ? byId.get(s.parentSpanId) : undefined) if (s.spanId === ancestor.spanId) return true;
      return false;
    };
    expect(trace.queries.every((q) => descendsFrom(q, trace.server))).toBe(true);
    expect(descendsFrom(trace.publish, trace.server)).toBe(true);
    expect(attr(trace.client, 'messaging.system')).toBe('nats');
    tab.disconnect(); // the metrics below count one open socket
  });

  it('traces the Redis look-up of an authenticated request in the gateway', async () => {
    const { body } = await api.post('/api/auth/signup', { email: uniqueEmail('redis'), password: 'secret1' });
    expect((await api.get('/api/auth/user', body.access_token)).status).toBe(200);
    await expectEventually(
      () => {
        const root = receiver.spans.find(
          (s) => s.service === 'gateway' && s.kind === KIND.server && String(attr(s, 'url.path') ?? attr(s, 'http.target')) === '/api/auth/user',
        );
        expect(root).toBeDefined();
        const redis = receiver.spans.find((s) => s.traceId === root!.traceId && (attr(s, 'db.system') ?? attr(s, 'db.system.name')) === 'redis');
        expect(redis?.name).toMatch(/exists/i);
      },
      { timeoutMs: 15_000, intervalMs: 100 },
    );
  });
});

describe('metrics', () => {
  it('exposes request rate, outcome and latency of HTTP and NATS, socket connections, cache look-ups and consumer and outbox lag', async () => {
    const email = uniqueEmail('metrics');
    const { body } = await api.post('/api/auth/signup', { email, password: 'secret1' });
    expect((await api.post('/api/auth/signup', { email, password: 'secret1' })).status).toBe(409);
    await api.get('/api/auth/user', body.access_token);
    await connectSocket(body.access_token);

    const gatewayMetrics = await expectEventually(async () => {
      const text = await metricsOf(`http://127.0.0.1:${gateway.healthPort}/metrics`);
      expect(sample(text, 'flow_socket_connections')).toBe(1);
      expect(sample(text, 'flow_consumer_pending', { consumer: 'gateway-realtime' })).toBeGreaterThanOrEqual(0);
      return text;
    });
    expect(
      sample(gatewayMetrics, 'flow_http_request_duration_seconds_count', { method: 'POST', route: '/api/auth/signup', status: '201' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(gatewayMetrics, 'flow_http_request_duration_seconds_count', { method: 'POST', route: '/api/auth/signup', status: '409' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(gatewayMetrics, 'flow_nats_request_duration_seconds_count', { subject: 'flow.identity.signup', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(sample(gatewayMetrics, 'flow_nats_request_duration_seconds_count', { subject: 'flow.identity.signup', outcome: 'rejected' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(sample(gatewayMetrics, 'flow_cache_requests_total', { cache: 'jwks', result: 'hit' })).toBeGreaterThanOrEqual(1);

    const identityMetrics = await metricsOf(`http://127.0.0.1:${identityA.healthPort}/metrics`);
    expect(sample(identityMetrics, 'flow_nats_handle_duration_seconds_count', { subject: 'flow.identity.signup', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(
      sample(identityMetrics, 'flow_nats_handle_duration_seconds_bucket', { subject: 'flow.identity.signup', outcome: 'ok', le: '+Inf' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(identityMetrics, 'flow_nats_handled_total', { subject: 'flow.identity.signup', outcome: 'rejected' })).toBeGreaterThanOrEqual(1);
    expect(sample(identityMetrics, 'flow_nats_in_flight')).toBe(0);
    expect(sample(identityMetrics, 'flow_outbox_published_total')).toBeGreaterThanOrEqual(1);
    expect(sample(identityMetrics, 'flow_outbox_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('graceful shutdown', () => {
  it('answers every request in flight when a service replica gets SIGTERM (rolling update)', async () => {
    identityB = await startService(
      'identity',
      { NATS_URL: nats.url, DATABASE_URL: new URL(`/${databaseName}`, testInfra().PG_BASE_URL).toString() },
      { readyTimeoutMs: 60_000 },
    );
    const statuses: number[] = [];
    let running = true;
    // Four clients sign up in a loop (argon2 makes each take a while) until A has stopped.
    const workers = Array.from({ length: 4 }, async () => {
      while (running) statuses.push((await api.post('/api/auth/signup', { email: uniqueEmail('drain'), password: 'secret1' })).status);
    });
    await expectEventually(
      async () => expect(sample(await metricsOf(`http://127.0.0.1:${identityA.healthPort}/metrics`), 'flow_nats_in_flight')).toBeGreaterThanOrEqual(1),
      { timeoutMs: 10_000, intervalMs: 5 },
    );
    const exited = new Promise<[number | null, string | null]>((r) => identityA.child.once('exit', (code, signal) => r([code, signal])));
    identityA.child.kill('SIGTERM');
    // Nest re-raises the signal once shutdown is complete.
    expect(await exited).toEqual([null, 'SIGTERM']);
    const servedAfter = statuses.length;
    await expectEventually(() => expect(statuses.length).toBeGreaterThan(servedAfter + 3), { timeoutMs: 30_000 });
    running = false;
    await Promise.all(workers);

    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    const log = fs.readFileSync(identityA.logFile, 'utf8');
    const drained = log.split('\n').find((l) => l.includes('"identity drained"'));
    expect(JSON.parse(drained!).inFlight.rpc).toBeGreaterThanOrEqual(1);
    expect(log).toContain('identity shutdown complete');
  }, 120_000);

  it('finishes the gateway requests in flight on SIGTERM and tells sockets to reconnect', async () => {
    const { body } = await api.post('/api/auth/signup', { email: uniqueEmail('sock'), password: 'secret1' });
    const socket = await connectSocket(body.access_token);
    const hint = new Promise((r) => socket.once('server-restarting', r));
    const disconnected = new Promise((r) => socket.once('disconnect', r));

    const requests = Array.from({ length: 6 }, () => api.post('/api/auth/signup', { email: uniqueEmail('inflight'), password: 'secret1' }));
    // All six are being served (the scrape goes to the internal port, so it is not one of them).
    await expectEventually(
      async () => expect(sample(await metricsOf(`http://127.0.0.1:${gateway.healthPort}/metrics`), 'flow_http_in_flight')).toBeGreaterThanOrEqual(6),
      { timeoutMs: 10_000, intervalMs: 5 },
    );
    const exited = new Promise<[number | null, string | null]>((r) => gateway.child.once('exit', (code, signal) => r([code, signal])));
    gateway.child.kill('SIGTERM');

    expect((await Promise.all(requests)).map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await hint).toEqual({ retryAfterMs: expect.any(Number) });
    // A transport close (not a server-side disconnect) is what makes socket.io clients reconnect.
    expect(await disconnected).toBe('transport close');
    // Nest re-raises the signal once shutdown is complete.
    expect(await exited).toEqual([null, 'SIGTERM']);
    const log = fs.readFileSync(gateway.logFile, 'utf8');
    const drained = log.split('\n').find((l) => l.includes('"gateway drained"'));
    expect(JSON.parse(drained!).inFlight.http).toBeGreaterThanOrEqual(1);
    expect(log).toContain('gateway shutdown complete');
  }, 60_000);
});

import { sharedGatewayUrl, sharedHealthPorts, SERVICES } from '@flow/testing';
import fs from 'node:fs';
import path from 'node:path';

/** The metric families dashboards and alerts are built on (deploy/observability); every app exposes all of them. */
const FLOW_METRICS = {
  flow_http_request_duration_seconds: 'histogram',
  flow_http_in_flight: 'gauge',
  flow_nats_request_duration_seconds: 'histogram',
  flow_nats_handle_duration_seconds: 'histogram',
  flow_nats_handled_total: 'counter',
  flow_nats_in_flight: 'gauge',
  flow_outbox_lag_seconds: 'gauge',
  flow_outbox_published_total: 'counter',
  flow_consumer_pending: 'gauge',
  flow_events_consumed_total: 'counter',
  flow_event_handle_duration_seconds: 'histogram',
  flow_socket_connections: 'gauge',
  flow_cache_requests_total: 'counter',
} as const;

const built = SERVICES.filter((s) => fs.existsSync(path.join(__dirname, '../../../apps', s, 'dist/main.js')));

describe('/metrics of every app', () => {
  const targets: [string, () => string][] = [
    ...(['gateway', ...built] as const).map((s): [string, () => string] => [s, () => `http://127.0.0.1:${sharedHealthPorts()[s]}/metrics`]),
  ];

  it.each(targets)('%s exposes the named metrics', async (_name, url) => {
    const response = await fetch(url());
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    for (const [name, type] of Object.entries(FLOW_METRICS)) expect(text).toContain(`# TYPE ${name} ${type}`);
    // Process metrics too, for the pod dashboards (memory, event loop lag, restarts).
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('keeps the gateway metrics off its public port', async () => {
    const response = await fetch(`${sharedGatewayUrl()}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('# TYPE');
  });
});

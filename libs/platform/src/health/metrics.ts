import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per process; every app exposes it on /metrics. */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const metrics = {
  httpRequestDuration: new Histogram({
    name: 'flow_http_request_duration_seconds',
    help: 'HTTP request latency',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  }),
  natsRequestDuration: new Histogram({
    name: 'flow_nats_request_duration_seconds',
    help: 'NATS request-reply latency seen by the caller',
    labelNames: ['subject', 'outcome'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  }),
  natsHandled: new Counter({
    name: 'flow_nats_handled_total',
    help: 'NATS requests handled by this service',
    labelNames: ['subject', 'outcome'],
    registers: [registry],
  }),
  outboxLagSeconds: new Gauge({ name: 'flow_outbox_lag_seconds', help: 'Age of the oldest unpublished outbox row', registers: [registry] }),
  outboxPublished: new Counter({ name: 'flow_outbox_published_total', help: 'Outbox rows published', registers: [registry] }),
  eventsConsumed: new Counter({
    name: 'flow_events_consumed_total',
    help: 'Domain events handled by durable consumers',
    labelNames: ['consumer', 'outcome'],
    registers: [registry],
  }),
  consumerPending: new Gauge({ name: 'flow_consumer_pending', help: 'Messages pending for a durable consumer', labelNames: ['consumer'], registers: [registry] }),
  socketConnections: new Gauge({ name: 'flow_socket_connections', help: 'Open socket.io connections', registers: [registry] }),
  cacheRequests: new Counter({ name: 'flow_cache_requests_total', help: 'Cache look-ups', labelNames: ['cache', 'result'], registers: [registry] }),
};

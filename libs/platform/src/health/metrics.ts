import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per process; every app exposes it on /metrics. */
export const registry = new Registry();

let collectingProcessMetrics = false;
/**
 * The process's own metrics (memory, CPU, event loop lag), started by the process that serves /metrics:
 * at import, every test file that imports the platform started an event loop monitor of its own. The lag
 * is sampled every 100 ms: prom-client's default 10 ms woke an idle service 100 times a second, 4.5 ms of
 * CPU a second each (a whole idle service took 10).
 */
export function collectProcessMetrics(): void {
  if (collectingProcessMetrics) return;
  collectingProcessMetrics = true;
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 100 });
}

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
  httpInFlight: new Gauge({ name: 'flow_http_in_flight', help: 'HTTP requests being served', registers: [registry] }),
  natsHandled: new Counter({
    name: 'flow_nats_handled_total',
    help: 'NATS requests handled by this service',
    labelNames: ['subject', 'outcome'],
    registers: [registry],
  }),
  natsHandleDuration: new Histogram({
    name: 'flow_nats_handle_duration_seconds',
    help: 'NATS request-reply latency inside the service (outcome: ok, rejected = 4xx, error = 5xx)',
    labelNames: ['subject', 'outcome'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  }),
  natsInFlight: new Gauge({ name: 'flow_nats_in_flight', help: 'NATS requests being handled by this service', registers: [registry] }),
  outboxLagSeconds: new Gauge({ name: 'flow_outbox_lag_seconds', help: 'Age of the oldest unpublished outbox row', registers: [registry] }),
  outboxPublished: new Counter({ name: 'flow_outbox_published_total', help: 'Outbox rows published', registers: [registry] }),
  eventsConsumed: new Counter({
    name: 'flow_events_consumed_total',
    help: 'Domain events handled by durable consumers',
    labelNames: ['consumer', 'outcome'],
    registers: [registry],
  }),
  consumerPending: new Gauge({
    name: 'flow_consumer_pending',
    help: 'Messages pending for a durable consumer',
    labelNames: ['consumer'],
    registers: [registry],
  }),
  eventHandleDuration: new Histogram({
    name: 'flow_event_handle_duration_seconds',
    help: 'Time to handle one domain event in a durable consumer',
    labelNames: ['consumer', 'outcome'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  }),
  socketConnections: new Gauge({ name: 'flow_socket_connections', help: 'Open socket.io connections', registers: [registry] }),
  /** An answer Redis could not give, given by this process instead (use: rate-limit, session-check); alerted on. */
  redisFallbacks: new Counter({
    name: 'flow_redis_fallback_total',
    help: 'Operations answered without Redis because it was unreachable',
    labelNames: ['use'],
    registers: [registry],
  }),
  /** result is `hit` or `miss`; the dashboard shows hit / (hit + miss) per cache. */
  cacheRequests: new Counter({ name: 'flow_cache_requests_total', help: 'Cache look-ups', labelNames: ['cache', 'result'], registers: [registry] }),
};

/** Records one cache look-up, for the cache hit ratio. */
export function recordCacheLookup(cache: string, hit: boolean): void {
  metrics.cacheRequests.inc({ cache, result: hit ? 'hit' : 'miss' });
}

/** outcome label of a request that failed with an HTTP-like status: 4xx is the caller's, 5xx ours. */
export function outcomeOfStatus(status: number): 'ok' | 'rejected' | 'error' {
  if (status < 400) return 'ok';
  return status < 500 ? 'rejected' : 'error';
}

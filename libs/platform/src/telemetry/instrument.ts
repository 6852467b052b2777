import type { NodeSDK } from '@opentelemetry/sdk-node';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';

let sdk: NodeSDK | undefined;

/** Probes and scrapes arrive every few seconds; tracing them would bury the real requests. */
const UNTRACED_PATHS = /^\/(health\/(live|ready)|metrics)(\?|$)/;

/**
 * Starts OpenTelemetry before the app is imported (main.ts imports ./instrument first), so the
 * http, pg and redis modules are patched when they load (the gateway's requests are http server spans). Spans are exported only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (or a test passes its own exporter). NATS spans are made by
 * the platform itself (RpcClient, the RPC server, consumers, the outbox relay).
 */
export function startTelemetry(serviceName: string, exporter?: SpanExporter): void {
  if (sdk) return;
  const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!exporter && !endpoint) return;
  // Loaded only when tracing is on: the SDK and its exporters take a while to load, and every
  // process (and every test start) without tracing should not pay for them.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  const { RedisInstrumentation } = require('@opentelemetry/instrumentation-redis') as typeof import('@opentelemetry/instrumentation-redis');
  const { resourceFromAttributes } = require('@opentelemetry/resources') as typeof import('@opentelemetry/resources');
  const { BatchSpanProcessor } = require('@opentelemetry/sdk-trace-base') as typeof import('@opentelemetry/sdk-trace-base');
  const { ATTR_SERVICE_NAME } = require('@opentelemetry/semantic-conventions') as typeof import('@opentelemetry/semantic-conventions');
  /* eslint-enable @typescript-eslint/no-require-imports */
  sdk = new NodeSDK({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName, 'service.namespace': 'flow' }),
    // The batch processor reads OTEL_BSP_* (delay, queue size) from the environment.
    spanProcessors: [new BatchSpanProcessor(exporter ?? new OTLPTraceExporter({ url: `${endpoint!.replace(/\/$/, '')}/v1/traces` }))],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => UNTRACED_PATHS.test(req.url ?? '') }),
      // Only inside a request: the outbox relay and health checks poll all the time.
      new PgInstrumentation({ requireParentSpan: true }),
      new RedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
}

/** Flushes what is still buffered and stops the SDK (the last step of a graceful shutdown). */
export async function stopTelemetry(): Promise<void> {
  const running = sdk;
  sdk = undefined;
  await running?.shutdown().catch(() => undefined);
}

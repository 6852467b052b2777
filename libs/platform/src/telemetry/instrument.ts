import { NodeSDK } from '@opentelemetry/sdk-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { RedisInstrumentation } from '@opentelemetry/instrumentation-redis';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

let sdk: NodeSDK | undefined;

/** Probes and scrapes arrive every few seconds; tracing them would bury the real requests. */
const UNTRACED_PATHS = /^\/(health\/(live|ready)|metrics)(\?|$)/;

/**
 * Starts OpenTelemetry before the app is imported (main.ts imports ./instrument first), so the
 * http, express, pg and redis modules are patched when they load. Spans are exported only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (or a test passes its own exporter). NATS spans are made by
 * the platform itself (RpcClient, the RPC server, consumers, the outbox relay).
 */
export function startTelemetry(serviceName: string, exporter?: SpanExporter): void {
  if (sdk) return;
  const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!exporter && !endpoint) return;
  sdk = new NodeSDK({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName, 'service.namespace': 'flow' }),
    // The batch processor reads OTEL_BSP_* (delay, queue size) from the environment.
    spanProcessors: [new BatchSpanProcessor(exporter ?? new OTLPTraceExporter({ url: `${endpoint!.replace(/\/$/, '')}/v1/traces` }))],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => UNTRACED_PATHS.test(req.url ?? '') }),
      new ExpressInstrumentation(),
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

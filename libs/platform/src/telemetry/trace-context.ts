import { context, propagation, SpanKind, SpanStatusCode, trace, type Context, type Span, type TextMapGetter, type TextMapSetter } from '@opentelemetry/api';
import type { MsgHdrs } from 'nats';

const setter: TextMapSetter<MsgHdrs> = { set: (carrier, key, value) => carrier.set(key, value) };
const getter: TextMapGetter<MsgHdrs | undefined> = {
  keys: (carrier) => (carrier ? carrier.keys() : []),
  get: (carrier, key) => carrier?.get(key) || undefined,
};

/** The platform's tracer: NATS request-reply, JetStream publish and consume, socket fan-out. */
export const tracer = trace.getTracer('@flow/platform');

/** W3C traceparent travels in NATS headers so one trace spans gateway → service → database. */
export function injectTraceHeaders(headers: MsgHdrs, ctx: Context = context.active()): void {
  propagation.inject(ctx, headers, setter);
}

export function extractTraceContext(headers: MsgHdrs | undefined, base: Context = context.active()) {
  return propagation.extract(base, headers, getter);
}

/** The current traceparent as a string, for event envelopes. */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier['traceparent'];
}

/** A context whose parent is the given traceparent (an event's, stored in the outbox). */
export function contextFromTraceparent(traceparent: string | undefined): Context {
  return traceparent ? propagation.extract(context.active(), { traceparent }) : context.active();
}

export function messagingAttributes(subject: string, operation: 'send' | 'publish' | 'process' | 'receive') {
  return { 'messaging.system': 'nats', 'messaging.destination.name': subject, 'messaging.operation.type': operation };
}

export function markSpanError(span: Span, error: unknown): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
  if (error instanceof Error) span.recordException(error);
}

/**
 * Runs a JetStream consumer's work for one message as a CONSUMER span whose parent is the
 * trace context in the message headers, so event handling joins the trace of the request that
 * caused the event.
 */
export async function withConsumerSpan<T>(name: string, subject: string, headers: MsgHdrs | undefined, fn: (span: Span) => Promise<T>): Promise<T> {
  const parent = extractTraceContext(headers, context.active());
  return tracer.startActiveSpan(
    `${name} ${subject}`,
    { kind: SpanKind.CONSUMER, attributes: messagingAttributes(subject, 'process') },
    parent,
    async (span) => {
      try {
        return await fn(span);
      } catch (error) {
        markSpanError(span, error);
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

import { context, propagation, type TextMapGetter, type TextMapSetter } from '@opentelemetry/api';
import type { MsgHdrs } from 'nats';

const setter: TextMapSetter<MsgHdrs> = { set: (carrier, key, value) => carrier.set(key, value) };
const getter: TextMapGetter<MsgHdrs | undefined> = {
  keys: (carrier) => (carrier ? carrier.keys() : []),
  get: (carrier, key) => carrier?.get(key) || undefined,
};

/** W3C traceparent travels in NATS headers so one trace spans gateway → service → database. */
export function injectTraceHeaders(headers: MsgHdrs): void {
  propagation.inject(context.active(), headers, setter);
}

export function extractTraceContext(headers: MsgHdrs | undefined) {
  return propagation.extract(context.active(), headers, getter);
}

/** The current traceparent as a string, for event envelopes. */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier['traceparent'];
}

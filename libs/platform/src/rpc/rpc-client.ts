import { randomUUID } from 'node:crypto';
import { rpc, WireError, type RpcRequest, type RpcResponse, type RpcSubject } from '@flow/contracts';
import { SpanKind } from '@opentelemetry/api';
import { type NatsConnection, JSONCodec, headers as natsHeaders } from 'nats';
import { DomainError } from '../errors/domain-error';
import { injectTraceHeaders, markSpanError, messagingAttributes, tracer } from '../telemetry/trace-context';
import { metrics, outcomeOfStatus } from '../health/metrics';
import { RawJson } from './raw-json';

const codec = JSONCodec<unknown>();

export interface RpcOptions {
  timeoutMs?: number;
}

/**
 * Request-reply over NATS in the wire format of @nestjs/microservices' NATS transport
 * (`{ pattern, data, id }` → `{ response | err, isDisposed }`). Requests and responses are checked
 * against the contract map, and "nobody is listening" fails at once as 503 instead of waiting.
 */
export class RpcClient {
  constructor(
    private readonly nc: NatsConnection,
    private readonly defaultTimeoutMs = 5000,
  ) {}

  async request<S extends RpcSubject>(subject: S, payload: RpcRequest<S>, options: RpcOptions = {}): Promise<RpcResponse<S>> {
    return this.roundTrip(subject, payload, options, (data) => rpc[subject].response.parse(this.decode(data).response) as RpcResponse<S>);
  }

  /**
   * The same round trip, but the answer stays the bytes the service wrote: for large reads that
   * the gateway only passes on to the browser (no parse, no re-serialisation; the service's handler
   * produced the contract's shape). Errors are decoded and thrown as with request().
   */
  async raw<S extends RpcSubject>(subject: S, payload: RpcRequest<S>, options: RpcOptions = {}): Promise<RawJson> {
    return this.roundTrip(subject, payload, options, (data, id) => {
      const bytes = responseBytes(data, id);
      if (bytes) return new RawJson(bytes);
      return new RawJson(Buffer.from(JSON.stringify(this.decode(data).response ?? null)));
    });
  }

  private async roundTrip<S extends RpcSubject, T>(
    subject: S,
    payload: RpcRequest<S>,
    options: RpcOptions,
    read: (data: Uint8Array, id: string) => T,
  ): Promise<T> {
    const contract = rpc[subject];
    const data = contract.request.parse(payload);
    // A CLIENT span around the round trip; its context travels in the headers so the service's
    // SERVER span (and its database spans) become its children.
    return tracer.startActiveSpan(`send ${subject}`, { kind: SpanKind.CLIENT, attributes: messagingAttributes(subject, 'send') }, async (span) => {
      const headers = natsHeaders();
      injectTraceHeaders(headers);
      const stopTimer = metrics.natsRequestDuration.startTimer({ subject });
      let outcome = 'ok';
      try {
        const id = randomUUID();
        const reply = await this.nc
          .request(subject, codec.encode({ pattern: subject, data, id }), {
            timeout: options.timeoutMs ?? this.defaultTimeoutMs,
            headers,
          })
          .catch((error: { code?: string }) => {
            // No responders, a timeout or a lost connection: the caller sees one clear 503.
            outcome = 'unavailable';
            span.setAttribute('flow.nats.error', String(error?.code ?? 'unknown'));
            throw DomainError.unavailable();
          });
        return read(reply.data, id);
      } catch (error) {
        if (error instanceof DomainError && outcome === 'ok') outcome = outcomeOfStatus(error.status);
        if (outcome === 'ok') outcome = 'error';
        if (outcome !== 'rejected') markSpanError(span, error);
        throw error;
      } finally {
        span.setAttribute('flow.outcome', outcome);
        span.end();
        stopTimer({ outcome });
      }
    });
  }

  /** The reply packet; an error answer is thrown as the DomainError it describes. */
  private decode(data: Uint8Array): { response?: unknown } {
    const packet = codec.decode(data) as { err?: unknown; response?: unknown };
    if (packet.err !== undefined && packet.err !== null) {
      const wire = WireError.safeParse(packet.err);
      throw wire.success ? DomainError.fromWire(wire.data) : new DomainError('INTERNAL', 'An error occurred. Please try again.', 500);
    }
    return packet;
  }
}

const RESPONSE_PREFIX = Buffer.from('{"response":');

/**
 * The transport answers one request with `{"response":<json>,"isDisposed":true,"id":"<id>"}` (the
 * members in the order Nest's server builds the packet, see rpc-server.ts). When the reply has that
 * exact frame for the id we sent, <json> is cut out of it as it is; anything else (an error, another
 * framing) returns null and is decoded instead.
 */
export function responseBytes(data: Uint8Array, id: string): Buffer | null {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const suffix = `,"isDisposed":true,"id":${JSON.stringify(id)}}`;
  if (bytes.length <= RESPONSE_PREFIX.length + suffix.length || !bytes.subarray(0, RESPONSE_PREFIX.length).equals(RESPONSE_PREFIX)) return null;
  const end = bytes.length - suffix.length;
  if (bytes.toString('latin1', end) !== suffix) return null;
  return bytes.subarray(RESPONSE_PREFIX.length, end);
}

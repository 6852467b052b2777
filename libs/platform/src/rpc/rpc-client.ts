import { randomUUID } from 'node:crypto';
import { rpc, WireError, type RpcRequest, type RpcResponse, type RpcSubject } from '@flow/contracts';
import { SpanKind } from '@opentelemetry/api';
import { type NatsConnection, JSONCodec, headers as natsHeaders } from 'nats';
import { DomainError } from '../errors/domain-error';
import { injectTraceHeaders, markSpanError, messagingAttributes, tracer } from '../telemetry/trace-context';
import { metrics, outcomeOfStatus } from '../health/metrics';

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
        const reply = await this.nc
          .request(subject, codec.encode({ pattern: subject, data, id: randomUUID() }), {
            timeout: options.timeoutMs ?? this.defaultTimeoutMs,
            headers,
          })
          .catch((error: { code?: string }) => {
            // No responders, a timeout or a lost connection: the caller sees one clear 503.
            outcome = 'unavailable';
            span.setAttribute('flow.nats.error', String(error?.code ?? 'unknown'));
            throw DomainError.unavailable();
          });
        const packet = codec.decode(reply.data) as { err?: unknown; response?: unknown };
        if (packet.err !== undefined && packet.err !== null) {
          const wire = WireError.safeParse(packet.err);
          const error = wire.success ? DomainError.fromWire(wire.data) : new DomainError('INTERNAL', 'An error occurred. Please try again.', 500);
          outcome = outcomeOfStatus(error.status);
          throw error;
        }
        return contract.response.parse(packet.response) as RpcResponse<S>;
      } catch (error) {
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
}

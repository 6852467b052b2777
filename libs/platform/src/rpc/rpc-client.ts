import { randomUUID } from 'node:crypto';
import { rpc, WireError, type RpcRequest, type RpcResponse, type RpcSubject } from '@flow/contracts';
import { type NatsConnection, JSONCodec, headers as natsHeaders, ErrorCode } from 'nats';
import { DomainError } from '../errors/domain-error';
import { injectTraceHeaders } from '../telemetry/trace-context';
import { metrics } from '../health/metrics';

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
    const headers = natsHeaders();
    injectTraceHeaders(headers);
    const started = process.hrtime.bigint();
    let outcome = 'ok';
    try {
      const reply = await this.nc
        .request(subject, codec.encode({ pattern: subject, data, id: randomUUID() }), {
          timeout: options.timeoutMs ?? this.defaultTimeoutMs,
          headers,
        })
        .catch((error: { code?: string }) => {
          outcome = 'unavailable';
          if (error?.code === ErrorCode.NoResponders || error?.code === ErrorCode.Timeout || error?.code === ErrorCode.Disconnect) {
            throw DomainError.unavailable();
          }
          throw DomainError.unavailable();
        });
      const packet = codec.decode(reply.data) as { err?: unknown; response?: unknown };
      if (packet.err !== undefined && packet.err !== null) {
        outcome = 'error';
        const wire = WireError.safeParse(packet.err);
        throw wire.success ? DomainError.fromWire(wire.data) : new DomainError('INTERNAL', 'An error occurred. Please try again.', 500);
      }
      return contract.response.parse(packet.response) as RpcResponse<S>;
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.natsRequestDuration.observe({ subject, outcome }, seconds);
    }
  }
}

import { randomUUID } from 'node:crypto';
import type { Deserializer, IncomingRequest } from '@nestjs/microservices';

const decoder = new TextDecoder();

/**
 * Reads requests of the NATS transport (`{ pattern, data, id }` as JSON). Nest's own deserializer
 * throws on bytes that are not JSON, and that throw escapes as an uncaught exception: one bad message
 * stopped the service. Here every message becomes a request: one that is not the transport's JSON,
 * or has no id (Nest would run the handler as a fire-and-forget event, answering nobody), reaches the
 * handler without data, so its contract refuses it (422) and whoever waits for a reply gets that error.
 */
export class SafeNatsDeserializer implements Deserializer<Uint8Array, IncomingRequest> {
  deserialize(value: Uint8Array, options?: { channel?: string }): IncomingRequest {
    let packet: unknown;
    try {
      packet = JSON.parse(decoder.decode(value));
    } catch {
      packet = undefined;
    }
    const request = packet as Partial<IncomingRequest> | undefined;
    if (request && typeof request === 'object' && typeof request.id === 'string' && request.id.length > 0) {
      return { pattern: options?.channel ?? request.pattern, id: request.id, data: request.data };
    }
    return { pattern: options?.channel ?? '', id: randomUUID(), data: undefined };
  }
}

import { randomUUID } from 'node:crypto';
import { testInfra } from '@flow/testing';
import { connect, JSONCodec, type NatsConnection } from 'nats';

const codec = JSONCodec<unknown>();

/** The answer of a service over NATS, in the wire format of @nestjs/microservices. */
export interface RpcAnswer {
  response?: unknown;
  err?: { code?: string; message?: string; status?: number } | null;
}

/** Talks to the services directly, as another service (or an intruder inside the network) would. */
export class RawNats {
  private constructor(readonly nc: NatsConnection) {}

  static async connect(url = testInfra().NATS_URL): Promise<RawNats> {
    return new RawNats(await connect({ servers: url, name: 'system-e2e' }));
  }

  async request(subject: string, data: unknown, timeoutMs = 5000): Promise<RpcAnswer> {
    const reply = await this.nc.request(subject, codec.encode({ pattern: subject, data, id: randomUUID() }), { timeout: timeoutMs });
    return codec.decode(reply.data) as RpcAnswer;
  }

  /** Whether any service answers the subject (services not built yet do not). */
  async answers(subject: string): Promise<boolean> {
    try {
      await this.request(subject, {}, 3000);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === '503' || /no responders/i.test(String(error))) return false;
      throw error;
    }
  }

  close() {
    return this.nc.close();
  }
}

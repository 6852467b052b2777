import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { EventConsumer, type ConsumerSpec } from './events/event-consumer';

/** Feature modules register their consumers here; the platform starts them after boot and stops them first on shutdown. */
export class EventConsumers {
  private readonly specs: ConsumerSpec[] = [];
  private readonly running: EventConsumer[] = [];

  constructor(
    private readonly nc: NatsConnection,
    private readonly logger: Logger,
  ) {}

  register(spec: ConsumerSpec): void {
    this.specs.push(spec);
  }

  async startAll(): Promise<void> {
    for (const spec of this.specs) {
      const consumer = new EventConsumer(this.nc, spec, this.logger);
      await consumer.start();
      this.running.push(consumer);
    }
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.running.splice(0).map((c) => c.stop()));
  }
}

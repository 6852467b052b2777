import { DEAD_LETTER_PREFIX, EventEnvelope, STREAM_NAME } from '@flow/contracts';
import {
  AckPolicy,
  DeliverPolicy,
  JSONCodec,
  headers as natsHeaders,
  nanos,
  type ConsumerMessages,
  type JetStreamManager,
  type JsMsg,
  type NatsConnection,
} from 'nats';
import type { Logger } from 'pino';
import { metrics } from '../health/metrics';
import { isPoison, isTransient } from '../errors/transient';
import { withConsumerSpan } from '../telemetry/trace-context';

const codec = JSONCodec<unknown>();

export interface ConsumerSpec {
  /** Durable name: one per service and purpose; replicas share it, so each event is handled once. */
  durable: string;
  subjects: string[];
  /** After this many failed deliveries the event goes to the dead-letter subject. */
  maxAttempts?: number;
  /**
   * How many messages may be handled side by side (1, the default, keeps stream order). A handler
   * that coalesces work per person (Coalescer) needs more, or each message would wait out the delay.
   */
  concurrency?: number;
  /** Subjects this durable read before and reads no more: their JetStream consumers are removed at start. */
  retiredSubjects?: string[];
  handle(envelope: EventEnvelope, subject: string): Promise<void>;
}

/**
 * A durable JetStream consumer. Handlers must be idempotent (use `idempotent()` with a database,
 * or be naturally so): JetStream delivers at least once. A message that fails validation (envelope or
 * data), or fails `maxAttempts` times, is moved to `flow.dlq.<durable>` and acknowledged so it cannot
 * block the stream; a failure because a dependency is away is retried until it is back.
 */
export class EventConsumer {
  private readonly subscriptions: ConsumerMessages[] = [];
  private stopped = false;
  private loops: Promise<void>[] = [];
  private names: string[] = [];
  private pendingTimer?: NodeJS.Timeout;

  constructor(
    private readonly nc: NatsConnection,
    private readonly spec: ConsumerSpec,
    private readonly logger: Logger,
  ) {}

  /**
   * One JetStream consumer per subject: NATS 2.9 (Debian's) knows only a single filter subject,
   * multi-filter consumers need 2.10.
   */
  async start(): Promise<void> {
    const jsm = await this.nc.jetstreamManager();
    const nameOf = (subject: string) => `${this.spec.durable}_${subject.replace(/[^a-zA-Z0-9-]+/g, '_')}`;
    for (const subject of this.spec.retiredSubjects ?? []) await jsm.consumers.delete(STREAM_NAME, nameOf(subject)).catch(() => undefined);
    for (const subject of this.spec.subjects) {
      const name = nameOf(subject);
      await jsm.consumers.add(STREAM_NAME, {
        durable_name: name,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: subject,
        ack_wait: nanos(30_000),
        max_deliver: -1,
      });
      this.names.push(name);
      this.loops.push(this.run(name));
    }
    // Consumer lag for dashboards and alerts, also while no message arrives.
    this.pendingTimer = setInterval(() => void this.refreshPending(jsm), 15_000);
    this.pendingTimer.unref();
    await this.refreshPending(jsm);
  }

  private async refreshPending(jsm: JetStreamManager): Promise<void> {
    for (const name of this.names) {
      const info = await jsm.consumers.info(STREAM_NAME, name).catch(() => undefined);
      if (info) metrics.consumerPending.set({ consumer: name }, info.num_pending + info.num_ack_pending);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pendingTimer);
    await Promise.all(this.subscriptions.map((s) => s.close()));
    await Promise.all(this.loops);
  }

  private async run(name: string): Promise<void> {
    while (!this.stopped) {
      try {
        const consumer = await this.nc.jetstream().consumers.get(STREAM_NAME, name);
        const messages = await consumer.consume({ max_messages: 64 });
        this.subscriptions.push(messages);
        const concurrency = this.spec.concurrency ?? 1;
        const inFlight = new Set<Promise<void>>();
        for await (const msg of messages) {
          if (concurrency === 1) await this.process(msg);
          else {
            // A message whose handling threw is not acknowledged: JetStream delivers it again after ack_wait.
            const handled: Promise<void> = this.process(msg)
              .catch((error) => this.logger.warn({ err: error, consumer: this.spec.durable }, 'event not handled; it comes back'))
              .finally(() => inFlight.delete(handled));
            inFlight.add(handled);
            if (inFlight.size >= concurrency) await Promise.race(inFlight);
          }
          metrics.consumerPending.set({ consumer: name }, msg.info.pending);
          if (this.stopped) break;
        }
        await Promise.all(inFlight);
      } catch (error) {
        if (this.stopped) break;
        this.logger.warn({ err: error, consumer: this.spec.durable }, 'consumer interrupted; resuming');
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  private async process(msg: JsMsg): Promise<void> {
    const maxAttempts = this.spec.maxAttempts ?? 5;
    const parsed = EventEnvelope.safeParse(safeDecode(msg.data));
    if (!parsed.success) {
      await this.deadLetter(msg, 'invalid envelope');
      return;
    }
    const stopTimer = metrics.eventHandleDuration.startTimer({ consumer: this.spec.durable });
    try {
      // The handler runs in the trace of the request that caused the event.
      await withConsumerSpan('process', msg.subject, msg.headers, async (span) => {
        span.setAttribute('messaging.consumer.group.name', this.spec.durable);
        await this.spec.handle(parsed.data, msg.subject);
      });
      msg.ack();
      stopTimer({ outcome: 'ok' });
      metrics.eventsConsumed.inc({ consumer: this.spec.durable, outcome: 'ok' });
    } catch (error) {
      stopTimer({ outcome: 'error' });
      metrics.eventsConsumed.inc({ consumer: this.spec.durable, outcome: 'error' });
      if (isTransient(error)) {
        // A dependency is away (database restarting, a service not answering): not the event's fault,
        // so it does not count towards the dead letter; it waits and comes back.
        this.logger.warn({ err: error, subject: msg.subject, attempt: msg.info.deliveryCount }, 'event handler waits for a dependency; will retry');
        msg.nak(Math.min(30_000, 500 * 2 ** Math.min(msg.info.deliveryCount, 6)));
      } else if (isPoison(error) || msg.info.deliveryCount >= maxAttempts) {
        this.logger.error({ err: error, subject: msg.subject, id: parsed.data.id }, 'event failed for good; dead-lettered');
        await this.deadLetter(msg, error instanceof Error ? error.message : String(error));
      } else {
        this.logger.warn({ err: error, subject: msg.subject, attempt: msg.info.deliveryCount }, 'event handler failed; will retry');
        msg.nak(Math.min(30_000, 250 * 2 ** msg.info.deliveryCount));
      }
    }
  }

  private async deadLetter(msg: JsMsg, reason: string): Promise<void> {
    const h = natsHeaders();
    h.set('Flow-Original-Subject', msg.subject);
    // A header value may not hold line breaks (a ZodError's message is multi-line JSON): publishing
    // would throw, and the poison event would come back forever instead of leaving the stream.
    h.set('Flow-Dead-Letter-Reason', reason.replace(/[\r\n]+\s*/g, ' ').slice(0, 200));
    await this.nc.jetstream().publish(`${DEAD_LETTER_PREFIX}.${this.spec.durable}`, msg.data, { headers: h });
    msg.ack();
    metrics.eventsConsumed.inc({ consumer: this.spec.durable, outcome: 'dead-letter' });
  }
}

function safeDecode(data: Uint8Array): unknown {
  try {
    return codec.decode(data);
  } catch {
    return undefined;
  }
}

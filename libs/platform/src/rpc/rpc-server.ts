import { SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import { type NatsContext, type NatsOptions, ServerNats } from '@nestjs/microservices';
import { CommonMessages, type WireError } from '@flow/contracts';
import { ErrorCode, type Msg, type NatsConnection, type Subscription } from 'nats';
import { metrics, outcomeOfStatus } from '../health/metrics';
import { gracefulShutdown, waitForIdle } from '../lifecycle/graceful-shutdown';
import { extractTraceContext, messagingAttributes, tracer } from '../telemetry/trace-context';

type Options = Required<NatsOptions>['options'];
interface ResponsePacket {
  err?: { status?: unknown } | unknown;
  isDisposed?: boolean;
}

/**
 * Nest's NATS transport plus what operations need, for every handler at once:
 * - a SERVER span per request whose parent is the caller's span (traceparent in the NATS headers),
 *   active while the handler runs so database and Redis spans join the caller's trace;
 * - request rate, outcome and latency (`flow_nats_handle_duration_seconds`), in-flight gauge;
 * - graceful drain: on SIGTERM the queue-group subscriptions are drained (new requests go to the
 *   other replicas), and the requests in hand are answered before the connection closes.
 */
export class FlowNatsServer extends ServerNats {
  private readonly rpcSubscriptions: Subscription[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly finishers = new WeakMap<Msg, (packet: ResponsePacket | Error) => void>();

  constructor(
    private readonly natsOptions: Options,
    private readonly role: { serveRequests: boolean } = { serveRequests: true },
  ) {
    super(natsOptions);
    gracefulShutdown.register({ name: 'rpc', drain: (timeoutMs) => this.drain(timeoutMs) });
  }

  /**
   * Same subscriptions as Nest's, kept so they can be drained one by one. None on a background-only
   * replica: a request it took would be lost with it when it is stopped without a drain (kill -9).
   */
  override bindEvents(client: NatsConnection): void {
    if (!this.role.serveRequests) return;
    for (const [channel, handler] of this.messageHandlers) {
      const queue = (handler.extras?.queue as string | undefined) ?? this.natsOptions.queue;
      this.rpcSubscriptions.push(client.subscribe(channel, { queue, callback: this.getMessageHandler(channel).bind(this) as never }));
    }
  }

  override async handleMessage(channel: string, natsMsg: Msg): Promise<unknown> {
    const parent = extractTraceContext(natsMsg.headers, context.active());
    const span = tracer.startSpan(`process ${channel}`, { kind: SpanKind.SERVER, attributes: messagingAttributes(channel, 'process') }, parent);
    const stopTimer = metrics.natsHandleDuration.startTimer({ subject: channel });
    metrics.natsInFlight.inc();
    let finish!: (packet: ResponsePacket | Error) => void;
    const done = new Promise<void>((resolve) => {
      finish = (packet) => {
        const status = packet instanceof Error ? 500 : responseStatus(packet);
        const outcome = outcomeOfStatus(status);
        stopTimer({ outcome });
        metrics.natsHandled.inc({ subject: channel, outcome });
        metrics.natsInFlight.dec();
        if (outcome === 'error') span.setStatus({ code: SpanStatusCode.ERROR, message: `status ${status}` });
        span.setAttribute('flow.outcome', outcome);
        span.end();
        resolve();
      };
    });
    let finished = false;
    const finishOnce = (packet: ResponsePacket | Error) => void (finished || ((finished = true), finish(packet)));
    this.finishers.set(natsMsg, finishOnce);
    this.inFlight.add(done);
    void done.then(() => this.inFlight.delete(done));
    try {
      const result = await context.with(trace.setSpan(parent, span), () => super.handleMessage(channel, natsMsg));
      // A message without a reply subject gets no answer: it is done when the handler is.
      if (!natsMsg.reply) finishOnce({});
      return result;
    } catch (error) {
      finishOnce(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  }

  /**
   * The answer is the end of a request: record its outcome there. Publishing happens outside the
   * handler (Nest sends on a later tick), so nothing it throws may escape: an answer larger than one
   * NATS message becomes a 422 asking for less, and any other failure is logged, never a crash.
   */
  override getPublisher(natsMsg: Msg, id: string, ctx: NatsContext): (response: ResponsePacket) => unknown {
    const publish = super.getPublisher(natsMsg, id, ctx);
    return (response) => {
      let sent: ResponsePacket = response;
      try {
        publish(response);
      } catch (error) {
        sent = this.answerInstead(natsMsg, error);
        try {
          publish(sent);
        } catch (again) {
          this.logger.error(`reply to ${natsMsg.subject} failed: ${String(again)}`);
        }
      }
      if (sent.isDisposed || sent.err !== undefined) this.finishers.get(natsMsg)?.(sent);
      return undefined;
    };
  }

  private answerInstead(natsMsg: Msg, error: unknown): ResponsePacket & { err: WireError } {
    const tooLarge = (error as { code?: string })?.code === ErrorCode.MaxPayloadExceeded;
    if (tooLarge) this.logger.warn(`reply to ${natsMsg.subject} exceeds the NATS message size: answered 422`);
    else this.logger.error(`reply to ${natsMsg.subject} failed: ${String(error)}`);
    const err = tooLarge
      ? { code: 'ANSWER_TOO_LARGE', message: CommonMessages.answerTooLarge, status: 422 }
      : { code: 'INTERNAL', message: CommonMessages.internal, status: 500 };
    return { err, isDisposed: true };
  }

  /** Stop taking requests, then answer those in hand. Resolves with how many were in flight. */
  async drain(timeoutMs: number): Promise<number> {
    await Promise.all(this.rpcSubscriptions.splice(0).map((sub) => sub.drain().catch(() => undefined)));
    const count = this.inFlight.size;
    await waitForIdle(this.inFlight, timeoutMs);
    return count;
  }
}

function responseStatus(packet: ResponsePacket): number {
  if (packet.err === undefined || packet.err === null) return 200;
  const status = (packet.err as { status?: unknown }).status;
  return typeof status === 'number' ? status : 500;
}

import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { headers as natsHeaders, JSONCodec, type JetStreamClient } from 'nats';
import type { Logger } from 'pino';
import { SpanKind } from '@opentelemetry/api';
import { metrics } from '../health/metrics';
import { contextFromTraceparent, injectTraceHeaders, markSpanError, messagingAttributes, tracer } from '../telemetry/trace-context';

const codec = JSONCodec<unknown>();
const BATCH = 100;

/** An outbox row as its transaction wrote it. */
export interface CommittedEvent {
  id: string;
  subject: string;
  envelope: unknown;
}

/**
 * Publishes outbox rows to JetStream with the row id as message id, so a row published twice (a
 * crash between publish and update, or the poll and the signal meeting) is stored once.
 *
 * Right after a commit the writer signals the relay in-process (`kick`, with the rows it wrote when
 * it has them: those are published as they are, without reading them back). Polling the table, with
 * rows claimed by SKIP LOCKED so several replicas can relay side by side, is only the safety net:
 * rows of a process that died after its commit, or whose publish failed.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private poll = false;
  private stopped = false;
  private readonly committed: CommittedEvent[] = [];

  constructor(
    private readonly orm: MikroORM,
    private readonly js: JetStreamClient,
    private readonly logger: Logger,
    private readonly intervalMs = 1000,
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.intervalMs);
    this.timer.unref();
    this.kick();
  }

  /**
   * Ask for a pass now (after a commit) instead of waiting for the next tick. With the committed rows,
   * the pass publishes just those; without, it reads the table.
   */
  kick(...committed: CommittedEvent[]): void {
    if (this.stopped) return;
    this.committed.push(...committed);
    if (!committed.length) this.poll = true;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Publish what is waiting, then stop (graceful shutdown). */
  async drain(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    this.stopped = false;
    this.poll = true;
    await this.loop();
    this.stopped = true;
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.timer);
  }

  private async loop(): Promise<void> {
    try {
      while (!this.stopped && this.committed.length) await this.publishCommitted(this.committed.splice(0, BATCH));
      if (!this.poll) return;
      this.poll = false;
      while (!this.stopped && (await this.publishBatch()) === BATCH) {
        /* keep going while full batches come back */
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'outbox relay pass failed; retrying');
    }
  }

  /**
   * Publishes rows side by side, in their order (NATS sends what is pending in one write, where awaiting
   * each ack made a write per row: a notification burst spent 13% of daily-flow's CPU there). Returns the
   * ids JetStream acknowledged; a row that failed stays unpublished in the table for the next poll.
   */
  private async publishAll(rows: CommittedEvent[]): Promise<string[]> {
    const results = await Promise.allSettled(
      rows.map((row) => this.publish(row.id, row.subject, row.envelope, (row.envelope as { traceparent?: string }).traceparent)),
    );
    const failed = results.find((r) => r.status === 'rejected');
    if (failed)
      this.logger.warn(
        { err: failed.reason, failed: results.filter((r) => r.status === 'rejected').length },
        'JetStream publish failed; the row stays in the outbox',
      );
    return rows.filter((_, i) => results[i]!.status === 'fulfilled').map((row) => row.id);
  }

  /** Rows whose commit this process just saw: publish, then mark them in one statement. */
  private async publishCommitted(rows: CommittedEvent[]): Promise<void> {
    const published = await this.publishAll(rows);
    if (published.length < rows.length) this.poll = true;
    if (!published.length) return;
    const em = this.orm.em.fork() as EntityManager;
    await em
      .getConnection()
      .execute(`update outbox set published_at = now() where id in (${published.map(() => '?').join(',')}) and published_at is null`, published, 'run');
    metrics.outboxPublished.inc(published.length);
  }

  private async publishBatch(): Promise<number> {
    const em = this.orm.em.fork() as EntityManager;
    // The safety net's poll almost always finds nothing: one indexed read first, without a transaction
    // (begin, claim and commit through the ORM every second were most of an idle service's CPU).
    const [pending] = await em.getConnection().execute(`select exists(select 1 from outbox where published_at is null) as waiting`);
    if (!pending?.waiting) {
      metrics.outboxLagSeconds.set(0);
      return 0;
    }
    return em.transactional(async (tx) => {
      const conn = tx.getConnection();
      const ctx = tx.getTransactionContext();
      const rows = (await conn.execute(
        `select id, subject, envelope, extract(epoch from (now() - created_at)) as age from outbox where published_at is null order by created_at limit ${BATCH} for update skip locked`,
        [],
        'all',
        ctx,
      )) as { id: string; subject: string; envelope: unknown; age: string }[];
      metrics.outboxLagSeconds.set(rows.length ? Number(rows[0]!.age) : 0);
      const published = await this.publishAll(rows);
      if (published.length) {
        await conn.execute(`update outbox set published_at = now() where id in (${published.map(() => '?').join(',')})`, published, 'run', ctx);
        metrics.outboxPublished.inc(published.length);
      }
      return rows.length === published.length ? rows.length : 0;
    });
  }

  /**
   * A PRODUCER span in the trace of the request that recorded the event (its traceparent is in
   * the envelope); the span's own context goes in the headers, so consumers become its children.
   */
  private publish(id: string, subject: string, envelope: unknown, traceparent: string | undefined): Promise<unknown> {
    return tracer.startActiveSpan(
      `publish ${subject}`,
      { kind: SpanKind.PRODUCER, attributes: { ...messagingAttributes(subject, 'publish'), 'messaging.message.id': id } },
      contextFromTraceparent(traceparent),
      async (span) => {
        const h = natsHeaders();
        injectTraceHeaders(h);
        if (!h.has('traceparent') && traceparent) h.set('traceparent', traceparent);
        try {
          return await this.js.publish(subject, codec.encode(envelope), { msgID: id, headers: h, timeout: 2000 });
        } catch (error) {
          markSpanError(span, error);
          throw error;
        } finally {
          span.end();
        }
      },
    );
  }

  /** Published rows are only needed for a short while (debugging); keep the table small. */
  async prune(olderThanHours = 24): Promise<void> {
    const em = this.orm.em.fork() as EntityManager;
    await em.getConnection().execute(`delete from outbox where published_at < now() - interval '${Math.max(1, Math.floor(olderThanHours))} hours'`);
  }
}

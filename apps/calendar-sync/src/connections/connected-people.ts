import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { events } from '@flow/contracts';
import { LOGGER, NATS_CONNECTION } from '@flow/platform';
import { JSONCodec, type NatsConnection, type Subscription } from 'nats';
import type { Logger } from 'pino';
import { ConnectionRepository } from './connection.repository';

const CONNECTED = 'flow.evt.calendar.calendar-connected' as const;
const RELOAD_MS = 60_000;
const codec = JSONCodec<{ data?: unknown }>();

/**
 * Who has a calendar connection, in memory, so that the reactions to a person's changes (a day that
 * changed, a plan that changed) cost nothing for the many people without one. A superset: loaded at
 * start and every minute, and a connection made by any replica joins at once (calendar-connected,
 * heard by every replica); a removed one leaves at the next reload, meanwhile it costs a read.
 */
@Injectable()
export class ConnectedPeople implements OnModuleInit, OnApplicationShutdown {
  private people = new Set<string>();
  private loaded?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private subscription?: Subscription;
  private heardDuringReload?: Set<string>;
  /** Until the first load succeeded, everyone may have a connection. */
  private known = false;

  constructor(
    private readonly repository: ConnectionRepository,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.subscription = this.nc.subscribe(CONNECTED, {
      callback: (error, msg) => {
        if (error) return;
        const parsed = events[CONNECTED].safeParse(codec.decode(msg.data).data);
        if (parsed.success) this.add(parsed.data.userId);
      },
    });
    this.loaded = this.reload();
    this.timer = setInterval(() => void this.reload(), RELOAD_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
    this.subscription?.unsubscribe();
  }

  /** False only when the person surely has no connection. */
  async has(userId: string): Promise<boolean> {
    await this.loaded;
    return !this.known || this.people.has(userId);
  }

  /** A connection this process just made (its event may come a moment later). */
  add(userId: string): void {
    this.people.add(userId);
    this.heardDuringReload?.add(userId);
  }

  private async reload(): Promise<void> {
    this.heardDuringReload = new Set();
    try {
      const loaded = await this.repository.connectedUserIds(this.repository.fork());
      // A connection heard while the query ran may be missing from its answer: kept.
      for (const id of this.heardDuringReload) loaded.add(id);
      this.people = loaded;
      this.known = true;
    } catch (error) {
      this.logger.warn({ err: error }, 'the connected people could not be read; keeping the last ones');
    } finally {
      this.heardDuringReload = undefined;
    }
  }
}

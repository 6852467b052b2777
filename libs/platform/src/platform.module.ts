import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  Optional,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type http from 'node:http';
import { MikroORM } from '@mikro-orm/postgresql';
import { EntityManager } from '@mikro-orm/postgresql';
import { connect, type NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { BaseEnv, DatabaseEnv, loadConfig } from './config/config';
import { EventConsumers } from './event-consumers';
import { ensureStream } from './events/jetstream';
import { OutboxRelay } from './events/outbox-relay';
import { HealthServer, withTimeout } from './health/health-server';
import { drainableHttpServer, gracefulShutdown } from './lifecycle/graceful-shutdown';
import { stopTelemetry } from './telemetry/instrument';
import { createLogger, flushLogsSync } from './logging/logger';
import { createOrm, type EntityClass, type MigrationList } from './orm/orm';
import { createRedis, type RedisClient } from './redis/redis';
import { RpcClient } from './rpc/rpc-client';
import { LOGGER, NATS_CONNECTION, REDIS, SERVICE_ENV, SERVICE_NAME } from './platform.tokens';

export interface ServiceDefinition {
  name: string;
  /** Present when the service owns a database. */
  database?: { entities: EntityClass[]; migrations: MigrationList };
  redis?: boolean;
  env?: Record<string, string | undefined>;
}

export type ServiceEnv = ReturnType<typeof BaseEnv.parse> & { DATABASE_URL?: string };

export async function connectNats(url: string, name: string): Promise<NatsConnection> {
  // noAsyncTraces: nats.js otherwise makes two Error objects (stack traces) per request just in case
  // it times out; that was ~5% of the gateway's CPU on the read path. Errors keep their codes.
  return connect({
    servers: url.split(','),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: true,
    timeout: 5000,
    noAsyncTraces: true,
  });
}

/**
 * Starts what needs the whole app (stream, relay, consumers, health) and stops it in reverse
 * order. SIGTERM: first drain (readiness 503, no new RPC or HTTP requests, the ones in hand
 * answered), then stop consumers, flush the outbox, close the connections and flush the traces.
 */
@Injectable()
class PlatformLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private health?: HealthServer;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_ENV) private readonly env: ServiceEnv,
    @Inject(SERVICE_NAME) private readonly name: string,
    private readonly consumers: EventConsumers,
    @Optional() private readonly orm?: MikroORM,
    @Optional() private readonly relay?: OutboxRelay,
    @Optional() @Inject(REDIS) private readonly redis?: RedisClient,
    @Optional() private readonly adapterHost?: HttpAdapterHost,
  ) {}

  async onApplicationBootstrap() {
    // An HTTP app (the gateway) finishes its requests on shutdown like the RPC server does.
    const httpServer = this.adapterHost?.httpAdapter?.getHttpServer() as http.Server | undefined;
    if (httpServer) gracefulShutdown.register(drainableHttpServer(httpServer));
    await ensureStream(this.nc, this.env.NATS_STREAM_REPLICAS);
    this.relay?.start();
    await this.consumers.startAll();
    const checks: Record<string, () => Promise<void>> = {
      nats: async () => {
        if (this.nc.isClosed()) throw new Error('closed');
        await this.nc.flush();
      },
    };
    if (this.orm) checks.postgres = async () => void (await this.orm!.em.fork().getConnection().execute('select 1'));
    if (this.redis) checks.redis = async () => void (await this.redis!.ping());
    this.health = new HealthServer(checks);
    const port = await this.health.listen(this.env.HEALTH_PORT, this.env.HEALTH_HOST);
    this.logger.info({ healthPort: port }, `${this.name} ready`);
  }

  async beforeApplicationShutdown(signal?: string) {
    this.logger.info({ signal }, `${this.name} draining`);
    const inFlight = await gracefulShutdown.begin();
    this.logger.info({ inFlight }, `${this.name} drained`);
  }

  async onApplicationShutdown() {
    await this.consumers.stopAll();
    await this.relay?.drain().catch((error) => this.logger.warn({ err: error }, 'outbox drain failed'));
    await this.health?.close();
    await this.nc.drain().catch(() => undefined);
    if (this.redis?.isOpen) await this.redis.close().catch(() => undefined);
    await this.orm?.close(true);
    this.logger.info(`${this.name} shutdown complete`);
    // Last: send the spans still buffered (best effort, bounded so a missing collector cannot hold the exit).
    await withTimeout(stopTelemetry(), 3000).catch(() => undefined);
    // Nest re-raises the signal next, which ends the process without an 'exit' event: write what
    // pino holds now (at once, then wait briefly for a write that was already under way).
    flushLogsSync(this.logger);
    await withTimeout(new Promise<void>((resolve) => this.logger.flush(() => resolve())), 1000).catch(() => undefined);
  }
}

@Global()
@Module({})
export class PlatformModule {
  static forService(definition: ServiceDefinition): DynamicModule {
    const rawEnv = definition.env ?? process.env;
    const env: ServiceEnv = { ...loadConfig(BaseEnv, rawEnv), ...(definition.database ? loadConfig(DatabaseEnv, rawEnv) : {}) };
    const providers: DynamicModule['providers'] = [
      { provide: SERVICE_ENV, useValue: env },
      { provide: SERVICE_NAME, useValue: definition.name },
      { provide: LOGGER, useValue: createLogger(definition.name, env.LOG_LEVEL) },
      { provide: NATS_CONNECTION, useFactory: () => connectNats(env.NATS_URL, definition.name) },
      { provide: RpcClient, useFactory: (nc: NatsConnection) => new RpcClient(nc, env.NATS_REQUEST_TIMEOUT_MS), inject: [NATS_CONNECTION] },
      { provide: EventConsumers, useFactory: (nc: NatsConnection, logger: Logger) => new EventConsumers(nc, logger), inject: [NATS_CONNECTION, LOGGER] },
      PlatformLifecycle,
    ];
    const exported: unknown[] = [SERVICE_ENV, SERVICE_NAME, LOGGER, NATS_CONNECTION, RpcClient, EventConsumers];
    if (definition.database) {
      const database = definition.database;
      providers.push(
        { provide: MikroORM, useFactory: () => createOrm({ clientUrl: env.DATABASE_URL!, ...database }) },
        { provide: EntityManager, useFactory: (orm: MikroORM) => orm.em, inject: [MikroORM] },
        {
          provide: OutboxRelay,
          useFactory: async (orm: MikroORM, nc: NatsConnection, logger: Logger) => new OutboxRelay(orm, nc.jetstream(), logger),
          inject: [MikroORM, NATS_CONNECTION, LOGGER],
        },
      );
      exported.push(MikroORM, EntityManager, OutboxRelay);
    }
    if (definition.redis) {
      providers.push({
        provide: REDIS,
        useFactory: (logger: Logger) =>
          createRedis({ url: env.REDIS_URL, sentinels: env.REDIS_SENTINELS, sentinelName: env.REDIS_SENTINEL_NAME }, (error) =>
            logger.warn({ err: error }, 'redis error'),
          ),
        inject: [LOGGER],
      });
      exported.push(REDIS);
    }
    return { module: PlatformModule, providers, exports: exported as never[] };
  }
}

import type { DynamicModule, INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { BaseEnv, ConfigError, loadConfig } from './config/config';
import { createLogger, PinoNestLogger } from './logging/logger';
import { keepServingOnStrayErrors } from './lifecycle/stray-errors';
import { FlowNatsServer } from './rpc/rpc-server';
import { SafeNatsDeserializer } from './rpc/safe-deserializer';

/**
 * Starts a service: NestJS on the NATS transport (queue group = service name, so replicas share
 * requests; none for a replica with SERVE_REQUESTS=false), with shutdown hooks so SIGTERM drains
 * subscriptions, answers the requests in hand, flushes the outbox and closes connections (see GracefulShutdown).
 */
export async function startService(name: string, module: DynamicModule, env: Record<string, string | undefined> = process.env): Promise<INestMicroservice> {
  const base = loadConfig(BaseEnv, env);
  const logger = createLogger(name, base.LOG_LEVEL);
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(module, {
    strategy: new FlowNatsServer(
      {
        servers: base.NATS_URL.split(','),
        queue: name,
        name: `${name}-rpc`,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 500,
        deserializer: new SafeNatsDeserializer(),
      },
      { serveRequests: base.SERVE_REQUESTS },
    ),
    logger: new PinoNestLogger(logger),
  });
  app.enableShutdownHooks();
  await app.listen();
  keepServingOnStrayErrors(logger);
  return app;
}

/** For main.ts: start, or print a clear configuration error and exit non-zero. */
export function runService(name: string, module: () => DynamicModule): void {
  Promise.resolve()
    .then(() => startService(name, module()))
    .catch((error) => {
      if (error instanceof ConfigError) console.error(`${name}: ${error.message}`);
      else console.error(`${name} failed to start:`, error);
      process.exit(1);
    });
}

import { Controller, Get, Inject, Res } from '@nestjs/common';
import { gracefulShutdown, LOGGER, NATS_CONNECTION, REDIS, withTimeout, type RedisClient } from '@flow/platform';
import type { FastifyReply as Response } from 'fastify';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { Public } from '../http/public.decorator';

/**
 * /api/health for people and load balancers; /health/* like every service. /metrics is only on the
 * internal health port (HEALTH_PORT), never on the public one.
 */
@Controller()
export class HealthController {
  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Public()
  @Get('api/health')
  async health(@Res() res: Response) {
    const checks = await this.checks();
    const ok = Object.values(checks).every((v) => v === 'ok');
    res.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', checks });
  }

  @Public()
  @Get('health/live')
  live() {
    return { status: 'ok' };
  }

  @Public()
  @Get('health/ready')
  async ready(@Res() res: Response) {
    // A replica that is shutting down takes no new work: the load balancer should stop sending it.
    if (gracefulShutdown.draining) return res.status(503).send({ status: 'draining', checks: {} });
    return this.health(res);
  }

  private async checks(): Promise<Record<string, string>> {
    const run = async (fn: () => Promise<unknown>) => {
      try {
        await withTimeout(fn(), 2000);
        return 'ok';
      } catch (error) {
        this.logger.debug({ err: error }, 'health check failed');
        return 'unavailable';
      }
    };
    const [nats, redis] = await Promise.all([run(() => this.nc.flush()), run(() => this.redis.ping())]);
    return { nats, redis };
  }
}

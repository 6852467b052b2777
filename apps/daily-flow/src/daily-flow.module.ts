import { type DynamicModule, Module } from '@nestjs/common';
import { loadConfig, LOGGER, PlatformModule } from '@flow/platform';
import type { Logger } from 'pino';
import { DailyFlowAccountHandlers } from './account/daily-flow-account.handlers';
import { DAILY_FLOW_ENV, DailyFlowEnv } from './daily-flow.env';
import { CacheInvalidation } from './flow/cache-invalidation';
import { FlowCache } from './flow/flow-cache';
import { FlowHandlers } from './flow/flow.handlers';
import { CLOCK, FlowService } from './flow/flow.service';
import { FlowSources } from './flow/flow-sources';

/** daily-flow owns no database: it computes flows from other services' data and caches them in Redis. */
@Module({})
export class DailyFlowModule {
  static forRoot(env: Record<string, string | undefined> = process.env): DynamicModule {
    const flowEnv = loadConfig(DailyFlowEnv, env);
    return {
      module: DailyFlowModule,
      // Redis is optional here (a flow is computed uncached without it), so the cache owns its client
      // rather than the platform's, which must connect before the service starts.
      imports: [PlatformModule.forService({ name: 'daily-flow', env })],
      controllers: [FlowHandlers, DailyFlowAccountHandlers],
      providers: [
        { provide: DAILY_FLOW_ENV, useValue: flowEnv },
        { provide: CLOCK, useValue: () => new Date() },
        { provide: FlowCache, useFactory: (logger: Logger) => FlowCache.connect(flowEnv.REDIS_URL, logger), inject: [LOGGER] },
        FlowSources,
        FlowService,
        CacheInvalidation,
      ],
    };
  }
}

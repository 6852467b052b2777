import { type DynamicModule, Module } from '@nestjs/common';
import { loadConfig, LOGGER, PlatformModule } from '@flow/platform';
import type { Logger } from 'pino';
import { DailyFlowAccountHandlers } from './account/daily-flow-account.handlers';
import { CheckinsHandlers } from './checkins/checkins.handlers';
import { CheckinsRepository } from './checkins/checkins.repository';
import { CheckinsService } from './checkins/checkins.service';
import { LearningService } from './checkins/learning.service';
import { CLOCK } from './clock';
import { dailyFlowDatabase } from './daily-flow.database';
import { DAILY_FLOW_ENV, DailyFlowEnv } from './daily-flow.env';
import { CacheInvalidation } from './flow/cache-invalidation';
import { FlowCache } from './flow/flow-cache';
import { FlowHandlers } from './flow/flow.handlers';
import { FlowService } from './flow/flow.service';
import { FlowSources } from './flow/flow-sources';

/**
 * daily-flow computes flows from other services' data and caches them in Redis; its own database holds
 * the energy check-ins the learned rhythm comes from.
 */
@Module({})
export class DailyFlowModule {
  static forRoot(env: Record<string, string | undefined> = process.env): DynamicModule {
    const flowEnv = loadConfig(DailyFlowEnv, env);
    return {
      module: DailyFlowModule,
      // Redis is optional here (a flow is computed uncached without it), so the cache owns its client
      // rather than the platform's, which must connect before the service starts.
      imports: [PlatformModule.forService({ name: 'daily-flow', database: dailyFlowDatabase, env })],
      controllers: [FlowHandlers, CheckinsHandlers, DailyFlowAccountHandlers],
      providers: [
        { provide: DAILY_FLOW_ENV, useValue: flowEnv },
        { provide: CLOCK, useValue: () => new Date() },
        { provide: FlowCache, useFactory: (logger: Logger) => FlowCache.connect(flowEnv.REDIS_URL, logger), inject: [LOGGER] },
        FlowSources,
        FlowService,
        CacheInvalidation,
        CheckinsRepository,
        CheckinsService,
        LearningService,
      ],
    };
  }
}

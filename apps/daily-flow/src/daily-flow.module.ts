import { type DynamicModule, Module } from '@nestjs/common';
import { loadConfig, LOGGER, Mailer, PlatformModule } from '@flow/platform';
import type { Logger } from 'pino';
import { DailyFlowAccountHandlers } from './account/daily-flow-account.handlers';
import { CheckinsHandlers } from './checkins/checkins.handlers';
import { CheckinsRepository } from './checkins/checkins.repository';
import { CheckinsService } from './checkins/checkins.service';
import { InsightsService } from './checkins/insights.service';
import { LearningService } from './checkins/learning.service';
import { CLOCK } from './clock';
import { dailyFlowDatabase } from './daily-flow.database';
import { DAILY_FLOW_ENV, DailyFlowEnv } from './daily-flow.env';
import { CacheInvalidation } from './flow/cache-invalidation';
import { FlowCache } from './flow/flow-cache';
import { FlowHandlers } from './flow/flow.handlers';
import { FlowService } from './flow/flow.service';
import { FlowSources } from './flow/flow-sources';
import { NotificationPlanner } from './notifications/notification.planner';
import { NotificationReplanning } from './notifications/notification-replanning';
import { NotificationWorker } from './notifications/notification.worker';
import { NOTIFICATIONS_ENV, NotificationsEnv } from './notifications/notifications.env';
import { NotificationsHandlers } from './notifications/notifications.handlers';
import { NotificationsRepository } from './notifications/notifications.repository';
import { NotificationsService } from './notifications/notifications.service';
import { WebPushSender } from './notifications/web-push.sender';

/**
 * daily-flow computes flows from other services' data and caches them in Redis; its own database holds
 * the energy check-ins the learned rhythm comes from, and the notifications planned from the day.
 */
@Module({})
export class DailyFlowModule {
  static forRoot(env: Record<string, string | undefined> = process.env): DynamicModule {
    const flowEnv = loadConfig(DailyFlowEnv, env);
    const notificationsEnv = loadConfig(NotificationsEnv, env);
    return {
      module: DailyFlowModule,
      // Redis is optional here (a flow is computed uncached without it), so the cache owns its client
      // rather than the platform's, which must connect before the service starts.
      imports: [PlatformModule.forService({ name: 'daily-flow', database: dailyFlowDatabase, env })],
      controllers: [FlowHandlers, CheckinsHandlers, NotificationsHandlers, DailyFlowAccountHandlers],
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
        InsightsService,
        { provide: NOTIFICATIONS_ENV, useValue: notificationsEnv },
        { provide: WebPushSender, useFactory: (logger: Logger) => new WebPushSender(notificationsEnv, logger), inject: [LOGGER] },
        {
          provide: Mailer,
          useFactory: (logger: Logger) =>
            new Mailer({ smtpUrl: notificationsEnv.SMTP_URL, from: notificationsEnv.MAIL_FROM, outboxDir: notificationsEnv.MAIL_OUTBOX_DIR }, logger),
          inject: [LOGGER],
        },
        NotificationsRepository,
        NotificationsService,
        NotificationWorker,
        NotificationPlanner,
        NotificationReplanning,
      ],
    };
  }
}

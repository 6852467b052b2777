import { randomBytes } from 'node:crypto';
import { type DynamicModule, Module } from '@nestjs/common';
import { LOGGER, loadConfig, PlatformModule } from '@flow/platform';
import type { Logger } from 'pino';
import { CalendarAccountHandlers } from './account/calendar-account.handlers';
import { AddressReclaimedConsumer } from './account/address-reclaimed.consumer';
import { CalendarAccountService } from './account/calendar-account.service';
import { calendarSyncDatabase } from './calendar-sync.database';
import { CALENDAR_SYNC_ENV, CalendarSyncEnv } from './calendar-sync.env';
import { CaldavConnectService } from './connect/caldav-connect.service';
import { ConnectHandlers } from './connect/connect.handlers';
import { ConnectionRemoval } from './connect/connection-removal';
import { ConnectionService } from './connect/connection.service';
import { OAuthStates } from './connect/oauth-states';
import { OAuthConnectService } from './connect/oauth-connect.service';
import { AccountFactory } from './connections/account.factory';
import { ConnectionSecrets } from './connections/connection-secrets';
import { ConnectionRepository } from './connections/connection.repository';
import { ConnectedPeople } from './connections/connected-people';
import { TokenCipher } from './crypto/token-cipher';
import { FeedHandlers } from './feed/feed.handlers';
import { FeedRepository } from './feed/feed.repository';
import { FeedService } from './feed/feed.service';
import { MirrorLinkRepository } from './mirror/mirror-link.repository';
import { MirrorConsumer } from './mirror/mirror.consumer';
import { MirrorHandlers } from './mirror/mirror.handlers';
import { MirrorService } from './mirror/mirror.service';
import { PeakRepository } from './peak/peak.repository';
import { PeakPlanner } from './peak/peak-planner';
import { PeakProtectionService } from './peak/peak-protection.service';
import { PeakScheduler } from './peak/peak-scheduler';
import { PeakSources } from './peak/peak-sources';
import { PlanMirrorConsumer } from './plan-mirror/plan-mirror.consumer';
import { PlanMirrorRepository } from './plan-mirror/plan-mirror.repository';
import { PlanMirrorService } from './plan-mirror/plan-mirror.service';
import { PlanMirrorWriter } from './plan-mirror/plan-mirror.writer';
import { GoogleApi } from './providers/google/google-api';
import { MicrosoftApi } from './providers/outlook/microsoft-api';
import { ChannelRepository } from './push/channel.repository';
import { ChannelService } from './push/channel.service';
import { OutlookSubscriptionRepository } from './push/outlook-subscription.repository';
import { OutlookSubscriptionService } from './push/outlook-subscription.service';
import { CalendarReadService } from './read/calendar-read.service';
import { ReadHandlers } from './read/read.handlers';
import { ActiveUsers } from './sync/active-users';
import { CallBudget } from './sync/call-budget';
import { EventRepository } from './sync/event.repository';
import { NeedsAuth } from './sync/needs-auth';
import { SyncHandlers } from './sync/sync.handlers';
import { SyncScheduler } from './sync/sync.scheduler';
import { SyncService } from './sync/sync.service';

@Module({})
export class CalendarSyncModule {
  static forRoot(env: Record<string, string | undefined> = process.env): DynamicModule {
    const calendarEnv = loadConfig(CalendarSyncEnv, env);
    return {
      module: CalendarSyncModule,
      imports: [PlatformModule.forService({ name: 'calendar-sync', database: calendarSyncDatabase, redis: true, env })],
      controllers: [ReadHandlers, SyncHandlers, MirrorHandlers, FeedHandlers, ConnectHandlers, CalendarAccountHandlers],
      providers: [
        { provide: CALENDAR_SYNC_ENV, useValue: calendarEnv },
        {
          provide: TokenCipher,
          useFactory: (logger: Logger) => {
            if (calendarEnv.CALENDAR_TOKEN_KEY) return new TokenCipher(calendarEnv.CALENDAR_TOKEN_KEY, calendarEnv.CALENDAR_TOKEN_PREVIOUS_KEYS.split(','));
            // Only outside production (the env schema requires the key there): stored tokens do not survive a restart.
            logger.warn('CALENDAR_TOKEN_KEY is not set: using a key for this run only; calendar connections will need reconnecting after a restart');
            return new TokenCipher(randomBytes(32).toString('base64'));
          },
          inject: [LOGGER],
        },
        { provide: GoogleApi, useValue: new GoogleApi(calendarEnv) },
        { provide: MicrosoftApi, useValue: new MicrosoftApi(calendarEnv) },
        ConnectionRepository,
        ConnectedPeople,
        EventRepository,
        MirrorLinkRepository,
        FeedRepository,
        ChannelRepository,
        OutlookSubscriptionRepository,
        PeakRepository,
        ConnectionSecrets,
        AccountFactory,
        NeedsAuth,
        ConnectionRemoval,
        SyncService,
        ActiveUsers,
        CalendarReadService,
        CallBudget,
        ChannelService,
        OutlookSubscriptionService,
        SyncScheduler,
        ConnectionService,
        OAuthStates,
        OAuthConnectService,
        CaldavConnectService,
        MirrorService,
        MirrorConsumer,
        FeedService,
        CalendarAccountService,
        AddressReclaimedConsumer,
        PeakSources,
        PeakPlanner,
        PeakScheduler,
        PeakProtectionService,
        PlanMirrorRepository,
        PlanMirrorWriter,
        PlanMirrorService,
        PlanMirrorConsumer,
      ],
    };
  }
}

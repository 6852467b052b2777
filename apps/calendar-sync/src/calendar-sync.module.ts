import { randomBytes } from 'node:crypto';
import { type DynamicModule, Module } from '@nestjs/common';
import { LOGGER, loadConfig, PlatformModule } from '@flow/platform';
import type { Logger } from 'pino';
import { CalendarAccountHandlers } from './account/calendar-account.handlers';
import { AddressReclaimedConsumer } from './account/address-reclaimed.consumer';
import { CalendarAccountService } from './account/calendar-account.service';
import { CALENDAR_SYNC_ENV, CalendarSyncEnv } from './calendar-sync.env';
import { calendarEntities } from './calendar.entities';
import { CalendarHandlers } from './calendar.handlers';
import { CalendarRepository } from './calendar.repository';
import { CaldavConnectService } from './connections/caldav-connect.service';
import { ConnectionLifecycle } from './connections/connection-lifecycle';
import { ConnectionSecrets } from './connections/connection-secrets';
import { ConnectionService } from './connections/connection.service';
import { GoogleConnectService } from './connections/google-connect.service';
import { TokenCipher } from './crypto/token-cipher';
import { FeedService } from './feed/feed.service';
import { calendarSyncMigrations } from './migrations';
import { MirrorConsumer } from './mirror/mirror.consumer';
import { MirrorService } from './mirror/mirror.service';
import { AccountFactory } from './providers/account.factory';
import { GoogleApi } from './providers/google/google-api';
import { SyncScheduler } from './sync/sync.scheduler';
import { ChannelService } from './push/channel.service';
import { CallBudget } from './sync/call-budget';
import { SyncService } from './sync/sync.service';
import { PeakPlanner } from './peak/peak-planner';
import { PeakProtectionService } from './peak/peak-protection.service';
import { PeakScheduler } from './peak/peak-scheduler';
import { PeakSources } from './peak/peak-sources';

export const calendarSyncDatabase = { entities: calendarEntities, migrations: calendarSyncMigrations };

@Module({})
export class CalendarSyncModule {
  static forRoot(env: Record<string, string | undefined> = process.env): DynamicModule {
    const calendarEnv = loadConfig(CalendarSyncEnv, env);
    return {
      module: CalendarSyncModule,
      imports: [PlatformModule.forService({ name: 'calendar-sync', database: calendarSyncDatabase, redis: true, env })],
      controllers: [CalendarHandlers, CalendarAccountHandlers],
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
        CalendarRepository,
        ConnectionSecrets,
        AccountFactory,
        ConnectionLifecycle,
        SyncService,
        CallBudget,
        ChannelService,
        SyncScheduler,
        ConnectionService,
        GoogleConnectService,
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
      ],
    };
  }
}

import { type DynamicModule, Module } from '@nestjs/common';
import { loadConfig, PlatformModule } from '@flow/platform';
import { ProfileAccountHandlers } from './account/profile-account.handlers';
import { ProfileAccountService } from './account/profile-account.service';
import { AnalysisRateLimiter } from './chart/analysis-rate-limiter';
import { ChartEngine, CLOCK, type Clock } from './chart/chart-engine';
import { ChartHandlers } from './chart/chart.handlers';
import { ChartService } from './chart/chart.service';
import { profileChartDatabase } from './profile-chart.database';
import { PROFILE_CHART_ENV, ProfileChartEnv } from './profile-chart.env';
import { ProfileHandlers } from './profile/profile.handlers';
import { ProfileRepository } from './profile/profile.repository';
import { ProfileService } from './profile/profile.service';
import { UserRegisteredConsumer } from './profile/user-registered.consumer';
import { TravelHandlers } from './travel/travel.handlers';
import { TravelRepository } from './travel/travel.repository';
import { TravelService } from './travel/travel.service';

const systemClock: Clock = { now: () => new Date() };

@Module({})
export class ProfileChartModule {
  static forRoot(env: Record<string, string | undefined> = process.env): DynamicModule {
    return {
      module: ProfileChartModule,
      imports: [PlatformModule.forService({ name: 'profile-chart', database: profileChartDatabase, redis: true, env })],
      controllers: [ProfileHandlers, TravelHandlers, ChartHandlers, ProfileAccountHandlers],
      providers: [
        { provide: PROFILE_CHART_ENV, useValue: loadConfig(ProfileChartEnv, env) },
        { provide: CLOCK, useValue: systemClock },
        ProfileRepository,
        TravelRepository,
        TravelService,
        ChartEngine,
        AnalysisRateLimiter,
        ProfileService,
        ChartService,
        UserRegisteredConsumer,
        ProfileAccountService,
      ],
    };
  }
}

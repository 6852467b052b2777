import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { loadConfig, PlatformModule, RawJsonInterceptor } from '@flow/platform';
import { AccountExportService } from './account/account-export.service';
import { AccountController } from './account/account.controller';
import { AccessTokenVerifier } from './auth/access-token.verifier';
import { AuthController } from './auth/auth.controller';
import { JwtAuthGuard } from './auth/auth.guard';
import { JwtStrategy } from './auth/jwt.strategy';
import { CheckinsController } from './daily-flow/checkins.controller';
import { DailyFlowController } from './daily-flow/daily-flow.controller';
import { PanchangController } from './daily-flow/panchang.controller';
import { FlowEdge } from './daily-flow/flow-edge';
import { AuthRateLimiter } from './auth/rate-limiter';
import { PersonLimits } from './http/person-limits';
import { CalendarController } from './calendar/calendar.controller';
import { CoFlowController } from './co-flow/co-flow.controller';
import { GATEWAY_ENV, GatewayEnv } from './gateway.env';
import { HealthController } from './health/health.controller';
import { HttpErrorFilter } from './http/error.filter';
import { PersonLanguages } from './i18n/person-languages';
import { NotificationsController } from './notifications/notifications.controller';
import { ProfileController } from './profile/profile.controller';
import { TravelController } from './profile/travel.controller';
import { RealtimeGateway } from './realtime/realtime.gateway';
import { SchedulingController } from './scheduling/scheduling.controller';
import { TasksController } from './scheduling/tasks.controller';

/** Every HTTP controller; the route-guard test walks this list. */
export const GATEWAY_CONTROLLERS = [
  HealthController,
  AuthController,
  ProfileController,
  TravelController,
  DailyFlowController,
  PanchangController,
  CheckinsController,
  NotificationsController,
  SchedulingController,
  TasksController,
  CalendarController,
  CoFlowController,
  AccountController,
];

@Module({})
export class GatewayModule {
  static forRoot(env: Record<string, string | undefined> = process.env): DynamicModule {
    return {
      module: GatewayModule,
      imports: [PlatformModule.forService({ name: 'gateway', redis: true, env })],
      controllers: GATEWAY_CONTROLLERS,
      providers: [
        { provide: GATEWAY_ENV, useValue: loadConfig(GatewayEnv, env) },
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: RawJsonInterceptor },
        FlowEdge,
        AccessTokenVerifier,
        JwtStrategy,
        AuthRateLimiter,
        PersonLimits,
        RealtimeGateway,
        AccountExportService,
        PersonLanguages,
      ],
    };
  }
}

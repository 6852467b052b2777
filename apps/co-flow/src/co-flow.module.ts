import { type DynamicModule, Module } from '@nestjs/common';
import { loadConfig, LOGGER, Mailer, PlatformModule } from '@flow/platform';
import type { Logger } from 'pino';
import { CoFlowAccountHandlers } from './account/co-flow-account.handlers';
import { CoFlowAccountRepository } from './account/co-flow-account.repository';
import { AlignmentHandlers } from './alignment/alignment.handlers';
import { AlignmentService } from './alignment/alignment.service';
import { SharedWindowsFinder } from './alignment/shared-windows.finder';
import { CO_FLOW_ENV, CoFlowEnv } from './co-flow.env';
import { coFlowDatabase } from './co-flow.database';
import { CoFlowRepository } from './co-flow.repository';
import { ConnectionsHandlers } from './connections/connections.handlers';
import { ConnectionsService } from './connections/connections.service';
import { InvitesHandlers } from './invites/invites.handlers';
import { InvitesService } from './invites/invites.service';
import { EmailConfirmedConsumer } from './invites/email-confirmed.consumer';
import { ManualProfilesHandlers } from './manual-profiles/manual-profiles.handlers';
import { ManualProfilesService } from './manual-profiles/manual-profiles.service';
import { PeopleDirectory } from './people/people.directory';

@Module({})
export class CoFlowModule {
  static forRoot(env: Record<string, string | undefined> = process.env): DynamicModule {
    const coFlowEnv = loadConfig(CoFlowEnv, env);
    return {
      module: CoFlowModule,
      imports: [PlatformModule.forService({ name: 'co-flow', database: coFlowDatabase, env })],
      controllers: [InvitesHandlers, ConnectionsHandlers, ManualProfilesHandlers, AlignmentHandlers, CoFlowAccountHandlers],
      providers: [
        { provide: CO_FLOW_ENV, useValue: coFlowEnv },
        {
          provide: Mailer,
          useFactory: (logger: Logger) => new Mailer({ smtpUrl: coFlowEnv.SMTP_URL, from: coFlowEnv.MAIL_FROM, outboxDir: coFlowEnv.MAIL_OUTBOX_DIR }, logger),
          inject: [LOGGER],
        },
        CoFlowRepository,
        CoFlowAccountRepository,
        PeopleDirectory,
        InvitesService,
        ConnectionsService,
        ManualProfilesService,
        SharedWindowsFinder,
        AlignmentService,
        EmailConfirmedConsumer,
      ],
    };
  }
}

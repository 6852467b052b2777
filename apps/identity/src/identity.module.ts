import { type DynamicModule, Module } from '@nestjs/common';
import { loadConfig, LOGGER, Mailer, PlatformModule } from '@flow/platform';
import type { Logger } from 'pino';
import { AccountHandlers } from './account/account.handlers';
import { AccountService } from './account/account.service';
import { AuditLog } from './audit/audit-log';
import { AddressReclaim } from './auth/address-reclaim';
import { AuthService } from './auth/auth.service';
import { EmailConfirmationService } from './auth/email-confirmation.service';
import { GoogleSignInService } from './auth/google.service';
import { MicrosoftSignInService } from './auth/microsoft.service';
import { OidcClients } from './auth/oidc-clients';
import { ProviderSignInService } from './auth/provider-sign-in.service';
import { RecipientLanguage } from './auth/recipient-language';
import { IdentityHandlers } from './auth/identity.handlers';
import { IdentityRepository } from './auth/identity.repository';
import { setPasswordHashCost } from './auth/password';
import { PasswordService } from './auth/password.service';
import { SessionService } from './auth/session.service';
import { TokenService } from './auth/token.service';
import { identityDatabase } from './identity.database';
import { IDENTITY_ENV, IdentityEnv } from './identity.env';

@Module({})
export class IdentityModule {
  static forRoot(env: Record<string, string | undefined> = process.env): DynamicModule {
    const identityEnv = loadConfig(IdentityEnv, env);
    setPasswordHashCost({ memoryCost: identityEnv.PASSWORD_HASH_MEMORY_KIB, timeCost: identityEnv.PASSWORD_HASH_TIME_COST });
    return {
      module: IdentityModule,
      imports: [PlatformModule.forService({ name: 'identity', database: identityDatabase, redis: true, env })],
      controllers: [IdentityHandlers, AccountHandlers],
      providers: [
        { provide: IDENTITY_ENV, useValue: identityEnv },
        {
          provide: Mailer,
          useFactory: (logger: Logger) =>
            new Mailer({ smtpUrl: identityEnv.SMTP_URL, from: identityEnv.MAIL_FROM, outboxDir: identityEnv.MAIL_OUTBOX_DIR }, logger),
          inject: [LOGGER],
        },
        IdentityRepository,
        TokenService,
        SessionService,
        AuthService,
        EmailConfirmationService,
        PasswordService,
        AddressReclaim,
        RecipientLanguage,
        OidcClients,
        GoogleSignInService,
        MicrosoftSignInService,
        ProviderSignInService,
        AuditLog,
        AccountService,
      ],
    };
  }
}

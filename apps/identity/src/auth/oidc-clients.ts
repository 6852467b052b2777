import { Inject, Injectable } from '@nestjs/common';
import { IdentityMessages } from '@flow/contracts';
import { DomainError, LOGGER, REDIS, type RedisClient } from '@flow/platform';
import type { Logger } from 'pino';
import { IDENTITY_ENV, type IdentityEnv } from '../identity.env';
import { OidcClient } from './oidc-client';

export const googleSignInFailed = (status = 400) => new DomainError('GOOGLE_SIGN_IN_FAILED', IdentityMessages.googleFailed, status);
export const microsoftSignInFailed = (status = 400) => new DomainError('MICROSOFT_SIGN_IN_FAILED', IdentityMessages.microsoftFailed, status);

/** The OpenID Connect providers people sign in with, from the environment (unset client: 501 Not Configured). */
@Injectable()
export class OidcClients {
  /** Google; the issuer is configurable, so tests run it against a real OIDC provider started in the test. */
  readonly google: OidcClient;
  /**
   * Microsoft's `common` authority (work/school and personal accounts). It publishes its issuer as a
   * `{tenantid}` template: the token's tenant fills it in.
   */
  readonly microsoft: OidcClient;

  constructor(@Inject(IDENTITY_ENV) env: IdentityEnv, @Inject(REDIS) redis: RedisClient, @Inject(LOGGER) logger: Logger) {
    this.google = new OidcClient(
      {
        name: 'Google',
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
        discoveryUrl: `${env.GOOGLE_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
        stateKey: 'flow:oidc-state:',
        notConfigured: () => new DomainError('GOOGLE_NOT_CONFIGURED', IdentityMessages.googleNotConfigured, 501),
        failed: googleSignInFailed,
      },
      redis,
      logger,
    );
    this.microsoft = new OidcClient(
      {
        name: 'Microsoft',
        clientId: env.MICROSOFT_CLIENT_ID,
        clientSecret: env.MICROSOFT_CLIENT_SECRET,
        discoveryUrl: `${env.MICROSOFT_AUTHORITY.replace(/\/$/, '')}/v2.0/.well-known/openid-configuration`,
        // Its own key prefix keeps Google's states out.
        stateKey: 'flow:oidc-state:microsoft:',
        authorizeParams: { response_mode: 'query' },
        tokenParams: { scope: 'openid email profile' },
        expectedIssuer: (discovered, payload) => discovered.replace('{tenantid}', String(payload.tid)),
        notConfigured: () => new DomainError('MICROSOFT_NOT_CONFIGURED', IdentityMessages.microsoftNotConfigured, 501),
        failed: microsoftSignInFailed,
      },
      redis,
      logger,
    );
  }
}

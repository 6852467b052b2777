import { randomUUID, createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { IdentityMessages, type Session } from '@flow/contracts';
import { DomainError, LOGGER, OutboxRelay, recordEvent, REDIS, type RedisClient } from '@flow/platform';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Logger } from 'pino';
import { z } from 'zod';
import { AuditLog } from '../audit/audit-log';
import { IDENTITY_ENV, type IdentityEnv } from '../identity.env';
import { EmailConfirmationService } from './email-confirmation.service';
import { OAuthIdentityEntity, UserEntity } from './identity.entities';
import { IdentityRepository } from './identity.repository';
import { SessionService } from './session.service';
import { newOpaqueToken } from './token.service';

const Discovery = z.object({ issuer: z.string(), authorization_endpoint: z.string(), token_endpoint: z.string(), jwks_uri: z.string() });
const TokenResponse = z.object({ id_token: z.string() });
const PendingLogin = z.object({ verifier: z.string(), nonce: z.string(), redirectUri: z.string() });
const Claims = z.object({
  tid: z.string(),
  oid: z.string(),
  nonce: z.string(),
  email: z.string().email().optional(),
  preferred_username: z.string().optional(),
  name: z.string().optional(),
  /** Optional claim: the tenant verified the address's domain ("e-mail domain owner verified"). */
  xms_edov: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).optional(),
});
type Claims = z.infer<typeof Claims>;
const STATE_TTL_SECONDS = 600;
/** The tenant every personal Microsoft account (Outlook.com, Hotmail, Live) signs in from. */
export const MICROSOFT_CONSUMER_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

const failed = (status = 400) => new DomainError('MICROSOFT_SIGN_IN_FAILED', IdentityMessages.microsoftFailed, status);

/**
 * Microsoft's `email` claim is not verified by itself: a work/school tenant's admin can put any address
 * there. FLOW trusts it only when the optional claim `xms_edov` says the tenant owns the address's
 * domain, or when the account is a personal Microsoft account (Microsoft verified the address itself).
 */
export function microsoftEmailVerified(claims: Pick<Claims, 'tid' | 'xms_edov'>): boolean {
  return claims.tid === MICROSOFT_CONSUMER_TENANT || claims.xms_edov === true || claims.xms_edov === 'true' || claims.xms_edov === '1';
}

/**
 * Sign in with Microsoft: OpenID Connect authorization-code flow with PKCE, state and nonce against
 * the `common` authority (work/school and personal accounts). The ID token's signature is checked
 * against the authority's JWKS, and its issuer against the discovery's `{tenantid}` template.
 */
@Injectable()
export class MicrosoftSignInService {
  private discovery?: Promise<z.infer<typeof Discovery>>;
  private jwks?: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    private readonly repository: IdentityRepository,
    private readonly sessions: SessionService,
    private readonly relay: OutboxRelay,
    private readonly confirmation: EmailConfirmationService,
    private readonly audit: AuditLog,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private assertConfigured() {
    if (!this.env.MICROSOFT_CLIENT_ID || !this.env.MICROSOFT_CLIENT_SECRET)
      throw new DomainError('MICROSOFT_NOT_CONFIGURED', IdentityMessages.microsoftNotConfigured, 501);
  }

  async start(redirectUri: string): Promise<{ authUrl: string }> {
    this.assertConfigured();
    const meta = await this.metadata();
    const state = newOpaqueToken();
    const verifier = newOpaqueToken();
    const nonce = newOpaqueToken();
    await this.redis.set(`flow:oidc-state:microsoft:${state}`, JSON.stringify({ verifier, nonce, redirectUri }), { EX: STATE_TTL_SECONDS });
    const url = new URL(meta.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: this.env.MICROSOFT_CLIENT_ID!,
      response_type: 'code',
      response_mode: 'query',
      scope: 'openid email profile',
      redirect_uri: redirectUri,
      state,
      nonce,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    }).toString();
    return { authUrl: url.toString() };
  }

  async callback(code: string, state: string, redirectUri: string): Promise<Session> {
    this.assertConfigured();
    // GETDEL makes the state single-use; its own key prefix keeps Google's states out.
    const pending = PendingLogin.safeParse(JSON.parse((await this.redis.getDel(`flow:oidc-state:microsoft:${state}`)) ?? 'null'));
    if (!pending.success || pending.data.redirectUri !== redirectUri) throw failed();
    const claims = await this.exchange(code, pending.data.verifier, pending.data.nonce, redirectUri);
    const session = await this.signInWith(claims);
    this.relay.kick();
    return session;
  }

  private async exchange(code: string, verifier: string, nonce: string, redirectUri: string): Promise<Claims> {
    const meta = await this.metadata();
    const response = await fetch(meta.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: this.env.MICROSOFT_CLIENT_ID!,
        client_secret: this.env.MICROSOFT_CLIENT_SECRET!,
        code_verifier: verifier,
        scope: 'openid email profile',
      }),
    }).catch(() => null);
    const body = response?.ok ? TokenResponse.safeParse(await response.json()) : null;
    if (!body?.success) {
      this.logger.warn({ status: response?.status }, 'Microsoft token exchange failed');
      throw failed();
    }
    this.jwks ??= createRemoteJWKSet(new URL(meta.jwks_uri));
    const { payload } = await jwtVerify(body.data.id_token, this.jwks, { audience: this.env.MICROSOFT_CLIENT_ID! }).catch((error) => {
      this.logger.warn({ err: error }, 'Microsoft id_token rejected');
      throw failed();
    });
    const claims = Claims.safeParse(payload);
    // `common` publishes its issuer as a template: the token's tenant fills it in.
    if (!claims.success || claims.data.nonce !== nonce || payload.iss !== meta.issuer.replace('{tenantid}', claims.data.tid)) throw failed();
    return claims.data;
  }

  /**
   * Signs in the account linked to this Microsoft account (tenant + object id, stable across apps), or
   * links it to the account with that address when Microsoft verified the address and the account
   * confirmed it, or creates one for a verified address nobody has. Nothing else is linked or created.
   */
  private async signInWith(claims: Claims): Promise<Session> {
    const subject = `${claims.tid}:${claims.oid}`;
    const email = (claims.email ?? '').toLowerCase();
    const verified = Boolean(email) && microsoftEmailVerified(claims);
    const session = await this.repository.fork().transactional(async (tx) => {
      const linked = await this.repository.findOAuthIdentity(tx, 'microsoft', subject);
      let user = linked ? await this.repository.findUserById(tx, linked.userId) : null;
      if (!user) {
        if (!verified) throw new DomainError('MICROSOFT_EMAIL_UNVERIFIED', IdentityMessages.microsoftEmailUnverified, 403);
        user = await this.repository.findUserByEmail(tx, email);
        if (!user) {
          user = tx.create(UserEntity, {
            id: randomUUID(),
            email,
            passwordHash: null,
            fullName: claims.name ?? null,
            emailConfirmedAt: null,
            findableByEmail: true,
            createdAt: new Date(),
            updatedAt: new Date(),
          });
          recordEvent(tx, 'flow.evt.identity.user-registered', { userId: user.id, email: user.email, fullName: user.fullName ?? null }, [user.id]);
          await this.confirmation.markConfirmed(tx, user);
        } else if (!user.emailConfirmedAt) {
          // Someone may have registered the address first; only its confirmed owner's account is joined.
          throw new DomainError('MICROSOFT_ACCOUNT_UNCONFIRMED', IdentityMessages.microsoftAccountUnconfirmed, 409);
        }
        tx.create(OAuthIdentityEntity, { id: randomUUID(), userId: user.id, provider: 'microsoft', subject, email, createdAt: new Date() });
        this.audit.record(tx, 'microsoft.linked', { userId: user.id, email: user.email, details: { tenant: claims.tid } });
      }
      return this.sessions.open(tx, user);
    });
    return session;
  }

  private metadata() {
    this.discovery ??= fetch(`${this.env.MICROSOFT_AUTHORITY.replace(/\/$/, '')}/v2.0/.well-known/openid-configuration`)
      .then(async (r) => Discovery.parse(await r.json()))
      .catch((error) => {
        this.discovery = undefined;
        this.logger.error({ err: error }, 'Microsoft OpenID discovery failed');
        throw failed(502);
      });
    return this.discovery;
  }
}

import { randomUUID, createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { IdentityMessages, type Session } from '@flow/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, LOGGER, OutboxRelay, recordEvent, REDIS, type RedisClient } from '@flow/platform';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Logger } from 'pino';
import { z } from 'zod';
import { AuditLog } from '../audit/audit-log';
import { IDENTITY_ENV, type IdentityEnv } from '../identity.env';
import { AddressReclaim } from './address-reclaim';
import { EmailConfirmationService } from './email-confirmation.service';
import { OAuthIdentityEntity, UserEntity } from './identity.entities';
import { IdentityRepository } from './identity.repository';
import { SessionService } from './session.service';
import { newOpaqueToken } from './token.service';

const Discovery = z.object({ issuer: z.string(), authorization_endpoint: z.string(), token_endpoint: z.string(), jwks_uri: z.string() });
const TokenResponse = z.object({ id_token: z.string() });
const PendingLogin = z.object({ verifier: z.string(), nonce: z.string(), redirectUri: z.string() });
const STATE_TTL_SECONDS = 600;
const GOOGLE_RECLAIM_MAIL = {
  subject: 'Your FLOW account now signs in with Google',
  intro:
    'You signed in to FLOW with Google, which proves this address is yours. From now on, sign in with Google. If you want a password as well, use "Forgot password" on the sign-in page.',
};

/**
 * Google sign-in: OpenID Connect authorization-code flow with PKCE, state and nonce. The issuer is
 * configurable, so tests run it against a real OIDC provider started in the test.
 */
@Injectable()
export class GoogleSignInService {
  private discovery?: Promise<z.infer<typeof Discovery>>;
  private jwks?: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    private readonly repository: IdentityRepository,
    private readonly sessions: SessionService,
    private readonly relay: OutboxRelay,
    private readonly confirmation: EmailConfirmationService,
    private readonly audit: AuditLog,
    private readonly reclaim: AddressReclaim,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private get configured() {
    return Boolean(this.env.GOOGLE_CLIENT_ID && this.env.GOOGLE_CLIENT_SECRET);
  }

  async start(redirectUri: string): Promise<{ authUrl: string }> {
    if (!this.configured) throw new DomainError('GOOGLE_NOT_CONFIGURED', IdentityMessages.googleNotConfigured, 501);
    const meta = await this.metadata();
    const state = newOpaqueToken();
    const verifier = newOpaqueToken();
    const nonce = newOpaqueToken();
    await this.redis.set(`flow:oidc-state:${state}`, JSON.stringify({ verifier, nonce, redirectUri }), { EX: STATE_TTL_SECONDS });
    const url = new URL(meta.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: this.env.GOOGLE_CLIENT_ID!,
      response_type: 'code',
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
    if (!this.configured) throw new DomainError('GOOGLE_NOT_CONFIGURED', IdentityMessages.googleNotConfigured, 501);
    // GETDEL makes the state single-use.
    const pending = PendingLogin.safeParse(JSON.parse((await this.redis.getDel(`flow:oidc-state:${state}`)) ?? 'null'));
    if (!pending.success || pending.data.redirectUri !== redirectUri) throw new DomainError('GOOGLE_SIGN_IN_FAILED', IdentityMessages.googleFailed, 400);
    const claims = await this.exchange(code, pending.data.verifier, pending.data.nonce, redirectUri);
    const session = await this.signInWith(claims);
    this.relay.kick();
    return session;
  }

  private async exchange(code: string, verifier: string, nonce: string, redirectUri: string) {
    const meta = await this.metadata();
    const response = await fetch(meta.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: this.env.GOOGLE_CLIENT_ID!,
        client_secret: this.env.GOOGLE_CLIENT_SECRET!,
        code_verifier: verifier,
      }),
    }).catch(() => null);
    const body = response?.ok ? TokenResponse.safeParse(await response.json()) : null;
    if (!body?.success) {
      this.logger.warn({ status: response?.status }, 'Google token exchange failed');
      throw new DomainError('GOOGLE_SIGN_IN_FAILED', IdentityMessages.googleFailed, 400);
    }
    this.jwks ??= createRemoteJWKSet(new URL(meta.jwks_uri));
    const { payload } = await jwtVerify(body.data.id_token, this.jwks, { issuer: meta.issuer, audience: this.env.GOOGLE_CLIENT_ID! }).catch((error) => {
      this.logger.warn({ err: error }, 'Google id_token rejected');
      throw new DomainError('GOOGLE_SIGN_IN_FAILED', IdentityMessages.googleFailed, 400);
    });
    const claims = z
      .object({ sub: z.string(), email: z.string().email(), email_verified: z.boolean().optional(), name: z.string().optional(), nonce: z.string() })
      .safeParse(payload);
    if (!claims.success || claims.data.nonce !== nonce) throw new DomainError('GOOGLE_SIGN_IN_FAILED', IdentityMessages.googleFailed, 400);
    return claims.data;
  }

  /**
   * Signs in the account linked to this Google identity, or links it to the account with that address
   * (Google verified it), or creates one. Linking to an account whose address was never confirmed means
   * someone else may have registered it first: its password is removed and its sessions end, as the
   * major identity providers do, and the owner is told by mail.
   */
  private async signInWith(claims: { sub: string; email: string; email_verified?: boolean; name?: string }): Promise<Session> {
    const taken: { revoked: string[]; user?: UserEntity } = { revoked: [] };
    const session = await this.repository.fork().transactional(async (tx) => {
      const linked = await this.repository.findOAuthIdentity(tx, 'google', claims.sub);
      let user = linked ? await this.repository.findUserById(tx, linked.userId) : null;
      if (!user) {
        if (claims.email_verified !== true) throw new DomainError('GOOGLE_SIGN_IN_FAILED', IdentityMessages.googleFailed, 400);
        user = await this.repository.findUserByEmail(tx, claims.email);
        if (!user) {
          user = tx.create(UserEntity, {
            id: randomUUID(),
            email: claims.email.toLowerCase(),
            passwordHash: null,
            fullName: claims.name ?? null,
            emailConfirmedAt: null,
            findableByEmail: true,
            createdAt: new Date(),
            updatedAt: new Date(),
          });
          recordEvent(tx, 'flow.evt.identity.user-registered', { userId: user.id, email: user.email, fullName: user.fullName ?? null }, [user.id]);
        } else if (!user.emailConfirmedAt) {
          taken.revoked = await this.takeOver(tx, user);
          taken.user = user;
        }
        tx.create(OAuthIdentityEntity, {
          id: randomUUID(),
          userId: user.id,
          provider: 'google',
          subject: claims.sub,
          email: claims.email.toLowerCase(),
          createdAt: new Date(),
        });
        this.audit.record(tx, 'google.linked', { userId: user.id, email: user.email, details: { passwordRemoved: Boolean(taken.user) } });
      }
      if (claims.email_verified === true && user.email === claims.email.toLowerCase()) await this.confirmation.markConfirmed(tx, user);
      return this.sessions.open(tx, user);
    });
    if (taken.user) await this.reclaim.afterCommit(taken.user, taken.revoked, GOOGLE_RECLAIM_MAIL);
    else await this.sessions.afterRevoking(taken.revoked);
    return session;
  }

  /**
   * The unconfirmed account's password, recovery and confirmation links and sessions stop working, and
   * what it set up that reaches outside is revoked (AddressReclaim).
   */
  private async takeOver(tx: EntityManager, user: UserEntity): Promise<string[]> {
    user.passwordHash = null;
    await this.repository.retireResetTokens(tx, user.id, new Date());
    return this.reclaim.reclaimIn(tx, user, 'google');
  }

  private metadata() {
    this.discovery ??= fetch(`${this.env.GOOGLE_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`)
      .then(async (r) => Discovery.parse(await r.json()))
      .catch((error) => {
        this.discovery = undefined;
        this.logger.error({ err: error }, 'OpenID discovery failed');
        throw new DomainError('GOOGLE_SIGN_IN_FAILED', IdentityMessages.googleFailed, 502);
      });
    return this.discovery;
  }
}

import { createHash } from 'node:crypto';
import type { DomainError, RedisClient } from '@flow/platform';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { Logger } from 'pino';
import { z } from 'zod';
import { newOpaqueToken } from './token.service';

const Discovery = z.object({ issuer: z.string(), authorization_endpoint: z.string(), token_endpoint: z.string(), jwks_uri: z.string() });
const TokenResponse = z.object({ id_token: z.string() });
const PendingLogin = z.object({ verifier: z.string(), nonce: z.string(), redirectUri: z.string() });
const STATE_TTL_SECONDS = 600;
const SCOPE = 'openid email profile';

export interface OidcClientConfig {
  /** Named in the logs. */
  name: string;
  clientId?: string;
  clientSecret?: string;
  /** The issuer's /.well-known/openid-configuration. */
  discoveryUrl: string;
  /** Redis key prefix of started sign-ins: one per provider keeps their states apart. */
  stateKey: string;
  /** Extra parameters of the authorization request (Microsoft: response_mode) and of the token request (Microsoft: scope). */
  authorizeParams?: Record<string, string>;
  tokenParams?: Record<string, string>;
  /** The issuer the ID token must name: by default the discovered one (Microsoft's `common` fills in a {tenantid} template). */
  expectedIssuer?: (discovered: string, payload: JWTPayload) => string;
  notConfigured: () => DomainError;
  failed: (status?: number) => DomainError;
}

/**
 * A relying party of one OpenID Connect provider: the authorization-code flow with PKCE, state and
 * nonce. The started sign-in waits in Redis (single use); the ID token's signature is checked against
 * the provider's JWKS, with its audience, issuer and nonce. What the claims mean is the caller's.
 */
export class OidcClient {
  private discovery?: Promise<z.infer<typeof Discovery>>;
  private jwks?: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    private readonly config: OidcClientConfig,
    private readonly redis: RedisClient,
    private readonly logger: Logger,
  ) {}

  /** The authorization URL of a new sign-in. */
  async start(redirectUri: string): Promise<{ authUrl: string }> {
    const { clientId } = this.client();
    const meta = await this.metadata();
    const state = newOpaqueToken();
    const verifier = newOpaqueToken();
    const nonce = newOpaqueToken();
    await this.redis.set(`${this.config.stateKey}${state}`, JSON.stringify({ verifier, nonce, redirectUri }), { EX: STATE_TTL_SECONDS });
    const url = new URL(meta.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      ...this.config.authorizeParams,
      scope: SCOPE,
      redirect_uri: redirectUri,
      state,
      nonce,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    }).toString();
    return { authUrl: url.toString() };
  }

  /** The verified ID token claims of the sign-in `state` started, as `Claims` reads them; the state is used up. */
  async finish<T>(code: string, state: string, redirectUri: string, Claims: z.ZodType<T>): Promise<T> {
    const { clientId, clientSecret } = this.client();
    // GETDEL makes the state single-use.
    const pending = PendingLogin.safeParse(JSON.parse((await this.redis.getDel(`${this.config.stateKey}${state}`)) ?? 'null'));
    if (!pending.success || pending.data.redirectUri !== redirectUri) throw this.config.failed();
    const meta = await this.metadata();
    const response = await fetch(meta.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: clientId,
        client_secret: clientSecret,
        code_verifier: pending.data.verifier,
        ...this.config.tokenParams,
      }),
    }).catch(() => null);
    const body = response?.ok ? TokenResponse.safeParse(await response.json()) : null;
    if (!body?.success) {
      this.logger.warn({ status: response?.status }, `${this.config.name} token exchange failed`);
      throw this.config.failed();
    }
    this.jwks ??= createRemoteJWKSet(new URL(meta.jwks_uri));
    const { payload } = await jwtVerify(body.data.id_token, this.jwks, { audience: clientId }).catch((error) => {
      this.logger.warn({ err: error }, `${this.config.name} id_token rejected`);
      throw this.config.failed();
    });
    const issuer = this.config.expectedIssuer?.(meta.issuer, payload) ?? meta.issuer;
    const claims = Claims.safeParse(payload);
    if (!claims.success || payload.iss !== issuer || payload.nonce !== pending.data.nonce) throw this.config.failed();
    return claims.data;
  }

  private client(): { clientId: string; clientSecret: string } {
    const { clientId, clientSecret } = this.config;
    if (!clientId || !clientSecret) throw this.config.notConfigured();
    return { clientId, clientSecret };
  }

  private metadata() {
    this.discovery ??= fetch(this.config.discoveryUrl)
      .then(async (r) => Discovery.parse(await r.json()))
      .catch((error) => {
        this.discovery = undefined;
        this.logger.error({ err: error }, `${this.config.name} OpenID discovery failed`);
        throw this.config.failed(502);
      });
    return this.discovery;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { AccessClaims, CommonMessages } from '@flow/contracts';
import { DomainError, LOGGER, metrics, recordCacheLookup, REDIS, RpcClient, withTimeout, type RedisClient } from '@flow/platform';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { Logger } from 'pino';

export interface AuthUser {
  userId: string;
  email: string;
  sessionId: string;
  /** When the access token expires (ms since the epoch). */
  expiresAt: number;
}

const JWKS_REFRESH_MS = 10 * 60_000; // spec 9: key-set cache 10 min
/** Tokens whose signature was checked, kept until they expire (a browser sends one per request). */
const VERIFIED_TOKENS_MAX = 10_000;
/** A token naming an unknown key makes us fetch the key set again, but not more often than this. */
const JWKS_FORCED_REFRESH_MS = 30_000;
/** With Redis away, identity's answer about a session is trusted for this long. */
const SESSION_CHECK_TTL_MS = 5_000;
const SESSION_CHECK_CACHE_SIZE = 10_000;
/** A Redis that does not answer within this is treated as away. */
const REDIS_TIMEOUT_MS = 500;

/**
 * Verifies access tokens locally with identity's public keys (fetched over NATS and cached), so no
 * request needs a round trip for authentication. Pinned: algorithm EdDSA, type JWT, issuer, audience,
 * and an expiry that must be present. A signed-out session is looked up in Redis; with Redis away,
 * identity's database answers instead (slower, still correct, kept a few seconds); with both away the
 * token's own expiry decides, except for sessions this process has already seen signed out.
 */
@Injectable()
export class AccessTokenVerifier {
  private keySet?: { jwks: ReturnType<typeof createLocalJWKSet>; fetchedAt: number };
  private fetching?: Promise<void>;
  private readonly verifiedTokens = new Map<string, { payload: JWTPayload; expiresAt: number; keySet: object }>();
  private lastForcedFetch = 0;
  private readonly sessionChecks = new Map<string, { active: boolean; at: number }>();
  /** Sessions seen signed out, until their last access token expires: still refused when nobody can say. */
  private readonly seenRevoked = new Map<string, number>();
  private unsure = false;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async verify(token: string): Promise<AuthUser> {
    const user = await this.signedUser(token);
    if (await this.isRevoked(user.sessionId, user.expiresAt)) throw DomainError.unauthorized();
    return user;
  }

  /**
   * verify(), with `read` started for the token's user as soon as its signature and claims hold, beside
   * the revocation lookup (both Redis commands leave in one write). What `read` found is only handed
   * back for a session that is not signed out; a revoked one throws as verify() does.
   */
  async verifyWith<T>(token: string, read: (user: AuthUser) => Promise<T>): Promise<{ user: AuthUser; result: T }> {
    const user = await this.signedUser(token);
    const [revoked, result] = await Promise.all([this.isRevoked(user.sessionId, user.expiresAt), read(user)]);
    if (revoked) throw DomainError.unauthorized();
    return { user, result };
  }

  /** The token's user if its signature and claims hold (revocation not yet asked). */
  private async signedUser(token: string): Promise<AuthUser> {
    const payload = (await this.verifiedPayload(token)) as JWTPayload;
    const claims = AccessClaims.safeParse(payload);
    if (!claims.success) throw DomainError.unauthorized();
    const expiresAt = (payload.exp ?? 0) * 1000;
    return { userId: claims.data.sub, email: claims.data.email, sessionId: claims.data.sid, expiresAt };
  }

  private async isRevoked(sessionId: string, tokenExpiresAt: number): Promise<boolean> {
    let revoked: boolean;
    try {
      revoked = (await withTimeout(this.redis.exists(`flow:revoked-session:${sessionId}`), REDIS_TIMEOUT_MS)) > 0;
    } catch {
      metrics.redisFallbacks.inc({ use: 'session-check' });
      revoked = this.seenRevoked.has(sessionId) || !(await this.sessionActiveOrUnknown(sessionId));
    }
    if (revoked) this.rememberRevoked(sessionId, tokenExpiresAt);
    return revoked;
  }

  /** Identity's answer (kept SESSION_CHECK_TTL_MS); identity away as well: active, the token's expiry bounds it. */
  private async sessionActiveOrUnknown(sessionId: string): Promise<boolean> {
    try {
      const active = await this.sessionActive(sessionId);
      this.unsure = false;
      return active;
    } catch (error) {
      if (!(error instanceof DomainError) || error.status !== 503) throw error;
      if (!this.unsure) {
        this.unsure = true;
        this.logger.warn('Redis and identity unreachable: access tokens are trusted until their own expiry');
      }
      return true;
    }
  }

  private rememberRevoked(sessionId: string, until: number) {
    const now = Date.now();
    if (this.seenRevoked.size >= SESSION_CHECK_CACHE_SIZE) for (const [id, end] of this.seenRevoked) if (end <= now) this.seenRevoked.delete(id);
    if (this.seenRevoked.size >= SESSION_CHECK_CACHE_SIZE) this.seenRevoked.delete(this.seenRevoked.keys().next().value!);
    this.seenRevoked.set(sessionId, Math.max(until, this.seenRevoked.get(sessionId) ?? 0));
  }

  private async sessionActive(sessionId: string): Promise<boolean> {
    const cached = this.sessionChecks.get(sessionId);
    if (cached && Date.now() - cached.at < SESSION_CHECK_TTL_MS) return cached.active;
    const { active } = await this.rpc.request('flow.identity.sessions.active', { sessionId });
    if (this.sessionChecks.size >= SESSION_CHECK_CACHE_SIZE) this.sessionChecks.clear();
    this.sessionChecks.set(sessionId, { active, at: Date.now() });
    return active;
  }

  private async verifySignature(token: string, retried = false): Promise<unknown> {
    await this.loadKeys(false);
    try {
      const { payload } = await jwtVerify(token, this.keySet!.jwks, {
        algorithms: ['EdDSA'],
        typ: 'JWT',
        issuer: 'flow-identity',
        audience: 'flow',
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: 5,
      });
      return payload;
    } catch (error) {
      // An unknown key id after identity rotated its key: fetch the key set once more (throttled, so
      // made-up key ids cannot turn every request into a key-set fetch).
      if (!retried && (error as { code?: string }).code === 'ERR_JWKS_NO_MATCHING_KEY' && Date.now() - this.lastForcedFetch > JWKS_FORCED_REFRESH_MS) {
        this.lastForcedFetch = Date.now();
        await this.loadKeys(true);
        return this.verifySignature(token, true);
      }
      throw new DomainError('UNAUTHORIZED', CommonMessages.unauthorized, 401);
    }
  }

  private async loadKeys(force: boolean): Promise<void> {
    const fresh = this.keySet && Date.now() - this.keySet.fetchedAt < JWKS_REFRESH_MS;
    recordCacheLookup('jwks', !!fresh && !force);
    if (fresh && !force) return;
    this.fetching ??= this.rpc
      .request('flow.identity.jwks', {})
      .then((jwks) => {
        this.keySet = { jwks: createLocalJWKSet(jwks as unknown as JSONWebKeySet), fetchedAt: Date.now() };
      })
      .catch((error) => {
        if (!this.keySet) throw error;
      })
      .finally(() => (this.fetching = undefined));
    await this.fetching;
  }

  /**
   * The signature check of a token is done once: until the token expires, the same string is taken
   * from memory, as long as the key set it was checked with is still the current, fresh one (so a
   * rotated-out key stops working as before). It was ~10% of the gateway's CPU per request on the
   * read path. Revocation is still asked on every request.
   */
  private async verifiedPayload(token: string): Promise<unknown> {
    const known = this.verifiedTokens.get(token);
    const keys = this.keySet;
    const now = Date.now();
    if (known && keys && known.keySet === keys && now < known.expiresAt && now - keys.fetchedAt < JWKS_REFRESH_MS) return known.payload;
    if (known) this.verifiedTokens.delete(token);
    const payload = (await this.verifySignature(token)) as JWTPayload;
    if (typeof payload.exp === 'number' && this.keySet) {
      // Oldest first out when full (a Map keeps insertion order).
      if (this.verifiedTokens.size >= VERIFIED_TOKENS_MAX) this.verifiedTokens.delete(this.verifiedTokens.keys().next().value!);
      this.verifiedTokens.set(token, { payload, expiresAt: payload.exp * 1000, keySet: this.keySet });
    }
    return payload;
  }
}

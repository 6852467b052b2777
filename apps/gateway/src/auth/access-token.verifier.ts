import { Inject, Injectable } from '@nestjs/common';
import { AccessClaims, CommonMessages } from '@flow/contracts';
import { DomainError, recordCacheLookup, REDIS, RpcClient, type RedisClient } from '@flow/platform';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';

export interface AuthUser {
  userId: string;
  email: string;
  sessionId: string;
}

const JWKS_REFRESH_MS = 10 * 60_000; // spec 9: key-set cache 10 min
/** Tokens whose signature was checked, kept until they expire (a browser sends one per request). */
const VERIFIED_TOKENS_MAX = 10_000;

/**
 * Verifies access tokens locally with identity's public keys (fetched once over NATS and cached),
 * so no request needs a round trip for authentication. The algorithm is pinned to EdDSA.
 */
@Injectable()
export class AccessTokenVerifier {
  private keySet?: { jwks: ReturnType<typeof createLocalJWKSet>; fetchedAt: number };
  private fetching?: Promise<void>;
  private readonly verifiedTokens = new Map<string, { payload: JWTPayload; expiresAt: number; keySet: object }>();

  constructor(
    private readonly rpc: RpcClient,
    @Inject(REDIS) private readonly redis: RedisClient,
  ) {}

  async verify(token: string): Promise<AuthUser> {
    const payload = await this.verifiedPayload(token);
    const claims = AccessClaims.safeParse(payload);
    if (!claims.success) throw DomainError.unauthorized();
    // A signed-out session's tokens stop at once. If Redis cannot answer, deny rather than guess.
    const revoked = await this.redis.exists(`flow:revoked-session:${claims.data.sid}`).catch(() => {
      throw DomainError.unavailable();
    });
    if (revoked) throw DomainError.unauthorized();
    return { userId: claims.data.sub, email: claims.data.email, sessionId: claims.data.sid };
  }

  private async verifySignature(token: string, retried = false): Promise<unknown> {
    await this.loadKeys(false);
    try {
      const { payload } = await jwtVerify(token, this.keySet!.jwks, { algorithms: ['EdDSA'], issuer: 'flow-identity', audience: 'flow' });
      return payload;
    } catch (error) {
      // An unknown key id after identity rotated its key: fetch the key set once more.
      if (!retried && (error as { code?: string }).code === 'ERR_JWKS_NO_MATCHING_KEY') {
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

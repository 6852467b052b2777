import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importPKCS8, SignJWT, type JWK, type KeyLike } from 'jose';
import { IDENTITY_ENV, type IdentityEnv } from '../identity.env';

export const JWT_ISSUER = 'flow-identity';
export const JWT_AUDIENCE = 'flow';
export const JWT_ALG = 'EdDSA';

/** Signs access tokens with an Ed25519 key; the gateway verifies them locally with the public JWKS. */
@Injectable()
export class TokenService implements OnModuleInit {
  private privateKey!: KeyLike;
  private publicJwk!: JWK;

  constructor(@Inject(IDENTITY_ENV) private readonly env: IdentityEnv) {}

  async onModuleInit() {
    if (this.env.JWT_PRIVATE_KEY) {
      this.privateKey = await importPKCS8(this.env.JWT_PRIVATE_KEY.replace(/\\n/g, '\n'), JWT_ALG, { extractable: true });
    } else if (this.env.NODE_ENV === 'production') {
      throw new Error('JWT_PRIVATE_KEY must be set in production');
    } else {
      this.privateKey = (await generateKeyPair(JWT_ALG, { crv: 'Ed25519', extractable: true })).privateKey;
    }
    const jwk = await exportJWK(this.privateKey);
    const { d: _secret, ...publicPart } = jwk;
    this.publicJwk = { ...publicPart, alg: JWT_ALG, use: 'sig', kid: await calculateJwkThumbprint(publicPart) };
  }

  jwks(): { keys: JWK[] } {
    return { keys: [this.publicJwk] };
  }

  async signAccessToken(claims: { userId: string; email: string; sessionId: string }, now = new Date()) {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = issuedAt + this.env.ACCESS_TOKEN_TTL_SECONDS;
    const token = await new SignJWT({ email: claims.email, sid: claims.sessionId })
      .setProtectedHeader({ alg: JWT_ALG, kid: this.publicJwk.kid, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.privateKey);
    return { token, expiresAt, expiresIn: this.env.ACCESS_TOKEN_TTL_SECONDS };
  }
}

/** Opaque secrets (refresh and recovery tokens) are random and only their hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

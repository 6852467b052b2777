import { randomUUID } from 'node:crypto';
import type { RedisClient, RpcClient } from '@flow/platform';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT, type JWK, type KeyLike } from 'jose';
import { AccessTokenVerifier } from './access-token.verifier';

// The verifier remembers tokens whose signature it checked. These tests pin what must not change
// because of that memory: expiry, key rotation, revocation and tampering still decide.

interface Key {
  privateKey: KeyLike;
  jwk: JWK;
}

async function newKey(): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = await exportJWK(publicKey);
  return { privateKey, jwk: { ...jwk, alg: 'EdDSA', use: 'sig', kid: await calculateJwkThumbprint(jwk) } };
}

async function token(key: Key, userId: string, lifetimeSeconds = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: 'ann@example.com', sid: randomUUID() })
    .setProtectedHeader({ alg: 'EdDSA', kid: key.jwk.kid, typ: 'JWT' })
    .setSubject(userId)
    .setIssuer('flow-identity')
    .setAudience('flow')
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(key.privateKey);
}

describe('AccessTokenVerifier memory of verified tokens', () => {
  const start = new Date('2026-11-23T10:00:00Z').getTime();
  let keys: JWK[];
  let revoked: boolean;
  let rpc: { request: jest.Mock };
  let verifier: AccessTokenVerifier;

  beforeEach(() => {
    // Only the clock is faked: jose and the mocks still resolve their promises.
    jest.useFakeTimers({ now: start, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    revoked = false;
    rpc = { request: jest.fn(async () => ({ keys })) };
    const redis = { exists: jest.fn(async () => (revoked ? 1 : 0)) };
    verifier = new AccessTokenVerifier(rpc as unknown as RpcClient, redis as unknown as RedisClient, { warn: jest.fn() } as never);
  });
  afterEach(() => jest.useRealTimers());

  it('accepts a verified token again until it expires, then refuses it', async () => {
    const key = await newKey();
    keys = [key.jwk];
    const userId = randomUUID();
    const t = await token(key, userId, 120);
    expect((await verifier.verify(t)).userId).toBe(userId);
    expect((await verifier.verify(t)).userId).toBe(userId);
    jest.setSystemTime(start + 126_000); // past the expiry and the 5 s clock tolerance
    await expect(verifier.verify(t)).rejects.toMatchObject({ status: 401 });
  });

  it('stops accepting a remembered token once its key is rotated out of a refreshed key set', async () => {
    const old = await newKey();
    keys = [old.jwk];
    const t = await token(old, randomUUID());
    await verifier.verify(t);
    expect(rpc.request).toHaveBeenCalledTimes(1);
    // Identity rotated its key; the key set is older than its 10-minute lifetime.
    keys = [(await newKey()).jwk];
    jest.setSystemTime(start + 11 * 60_000);
    await expect(verifier.verify(t)).rejects.toMatchObject({ status: 401 });
    expect(rpc.request.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('still refuses a signed-out session and a tampered copy of a remembered token', async () => {
    const key = await newKey();
    keys = [key.jwk];
    const t = await token(key, randomUUID());
    await verifier.verify(t);
    const [header, payload, signature] = t.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: randomUUID() })).toString('base64url')}.${signature}`;
    await expect(verifier.verify(forged)).rejects.toMatchObject({ status: 401 });
    revoked = true;
    await expect(verifier.verify(t)).rejects.toMatchObject({ status: 401 });
  });
});

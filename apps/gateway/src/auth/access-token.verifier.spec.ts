import { createPublicKey } from 'node:crypto';
import { DomainError, type RedisClient, type RpcClient } from '@flow/platform';
import { base64url, calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT, type JWK, type KeyLike } from 'jose';
import type { Logger } from 'pino';
import { AccessTokenVerifier } from './access-token.verifier';

// The verifier with identity's real kind of key (Ed25519) and tokens made the way identity makes them;
// only the NATS and Redis answers are stand-ins.
const userId = '7b0c61f4-2f59-4a51-9d4e-0c8a1f3d2e11';
let privateKey: KeyLike;
let publicJwk: JWK;

beforeAll(async () => {
  const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  privateKey = pair.privateKey;
  const jwk = await exportJWK(pair.publicKey);
  publicJwk = { ...jwk, alg: 'EdDSA', use: 'sig', kid: await calculateJwkThumbprint(jwk) };
});

interface Setup {
  revoked?: Set<string>;
  redisDown?: boolean;
  activeInIdentity?: boolean;
  identityDown?: boolean;
}

function verifierWith(setup: Setup = {}) {
  const calls: string[] = [];
  const rpc = {
    request: jest.fn(async (subject: string) => {
      calls.push(subject);
      if (subject === 'flow.identity.jwks') return { keys: [publicJwk] };
      if (subject === 'flow.identity.sessions.active' && setup.identityDown) throw DomainError.unavailable();
      if (subject === 'flow.identity.sessions.active') return { active: setup.activeInIdentity ?? true };
      throw new Error(`unexpected ${subject}`);
    }),
  } as unknown as RpcClient;
  const redis = {
    exists: jest.fn(async (key: string) => {
      if (setup.redisDown) throw new Error('The client is closed');
      return setup.revoked?.has(key.split(':').pop()!) ? 1 : 0;
    }),
  } as unknown as RedisClient;
  const logger = { warn: jest.fn() } as unknown as Logger;
  return { verifier: new AccessTokenVerifier(rpc, redis, logger), calls, logger };
}

function token(
  overrides: { header?: Record<string, unknown>; claims?: Record<string, unknown>; exp?: number | null; iat?: number; aud?: string; iss?: string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ email: 'ann@example.com', sid: 'session-1', ...overrides.claims })
    .setProtectedHeader({ alg: 'EdDSA', kid: publicJwk.kid, typ: 'JWT', ...overrides.header } as { alg: string })
    .setSubject(userId)
    .setIssuer(overrides.iss ?? 'flow-identity')
    .setAudience(overrides.aud ?? 'flow')
    .setIssuedAt(overrides.iat ?? now);
  if (overrides.exp !== null) jwt.setExpirationTime(overrides.exp ?? now + 3600);
  return jwt.sign(privateKey);
}

const refused = expect.objectContaining({ status: 401, code: 'UNAUTHORIZED' });

it('accepts a token made the way identity makes it', async () => {
  await expect(verifierWith().verifier.verify(await token())).resolves.toEqual({
    userId,
    email: 'ann@example.com',
    sessionId: 'session-1',
    expiresAt: expect.any(Number),
  });
});

it.each([
  ['expired', { exp: Math.floor(Date.now() / 1000) - 60 }],
  ['without an expiry', { exp: null }],
  ['for another audience', { aud: 'someone-else' }],
  ['from another issuer', { iss: 'evil-identity' }],
  ['of another type', { header: { typ: 'at+jwt' } }],
  ['without a session id', { claims: { sid: undefined } }],
])('refuses a correctly signed token that is %s', async (_, overrides) => {
  await expect(verifierWith().verifier.verify(await token(overrides))).rejects.toEqual(refused);
});

it('refuses alg none and HS256 signed with the public key (algorithm confusion)', async () => {
  const { verifier } = verifierWith();
  const [header, payload] = (await token()).split('.');
  const none = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${payload}.`;
  const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload!)));
  const pem = createPublicKey({ key: publicJwk as never, format: 'jwk' }).export({ type: 'spki', format: 'pem' }) as string;
  for (const secret of [base64url.decode(publicJwk.x!), new TextEncoder().encode(pem), new TextEncoder().encode(JSON.stringify(publicJwk))]) {
    const hs = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid: publicJwk.kid, typ: 'JWT' }).sign(secret);
    await expect(verifier.verify(hs)).rejects.toEqual(refused);
  }
  await expect(verifier.verify(none)).rejects.toEqual(refused);
  await expect(verifier.verify(`${header}.${payload}.`)).rejects.toEqual(refused);
});

it('fetches the key set again for an unknown key id, but not for every made-up one', async () => {
  const { verifier, calls } = verifierWith();
  await verifier.verify(await token());
  for (let i = 0; i < 5; i++) await expect(verifier.verify(await token({ header: { kid: `made-up-${i}` } }))).rejects.toEqual(refused);
  expect(calls.filter((s) => s === 'flow.identity.jwks')).toHaveLength(2);
});

it('refuses the token of a signed-out session (marked in Redis)', async () => {
  const { verifier } = verifierWith({ revoked: new Set(['session-1']) });
  await expect(verifier.verify(await token())).rejects.toEqual(refused);
});

it("asks identity's database when Redis is away: signed-out sessions stay refused, others pass", async () => {
  const active = verifierWith({ redisDown: true, activeInIdentity: true });
  await expect(active.verifier.verify(await token())).resolves.toMatchObject({ sessionId: 'session-1' });
  await active.verifier.verify(await token());
  expect(active.calls.filter((s) => s === 'flow.identity.sessions.active')).toHaveLength(1); // cached for a moment
  const signedOut = verifierWith({ redisDown: true, activeInIdentity: false });
  await expect(signedOut.verifier.verify(await token())).rejects.toEqual(refused);
});

it('trusts a token until its own expiry when neither Redis nor identity can say, but not a session it saw signed out', async () => {
  const setup: Setup = { revoked: new Set(['session-2']) };
  const { verifier, logger } = verifierWith(setup);
  const signedOut = await token({ claims: { sid: 'session-2' } });
  await expect(verifier.verify(signedOut)).rejects.toEqual(refused); // seen while Redis answered
  setup.redisDown = true;
  setup.identityDown = true;
  await expect(verifier.verify(await token())).resolves.toMatchObject({ sessionId: 'session-1' });
  await expect(verifier.verify(signedOut)).rejects.toEqual(refused);
  expect(logger.warn).toHaveBeenCalledTimes(1);
  // Expired tokens stay refused: the expiry is the bound of the trust.
  await expect(verifier.verify(await token({ exp: Math.floor(Date.now() / 1000) - 60 }))).rejects.toEqual(refused);
});

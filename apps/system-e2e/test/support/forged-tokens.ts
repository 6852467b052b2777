import { createPublicKey, type JsonWebKey } from 'node:crypto';
import { base64url, decodeJwt, generateKeyPair, SignJWT } from 'jose';

/**
 * Tokens an attacker can make who knows the public key and a real token's claims: unsigned, signed
 * with HS256 using the public key as the secret (algorithm confusion), signed with a key of their own
 * (with and without the victim's key id), and a real token with its signature cut off.
 */
export async function forgedTokens(realToken: string, publicJwk: JsonWebKey & { kid?: string }): Promise<Record<string, string>> {
  const claims = decodeJwt(realToken);
  const b64 = (value: unknown) => base64url.encode(JSON.stringify(value));
  const unsigned = (header: Record<string, unknown>) => `${b64(header)}.${b64(claims)}.`;
  const hs256 = (secret: Uint8Array) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: publicJwk.kid }).sign(secret);
  const pem = createPublicKey({ key: publicJwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' }) as string;
  const own = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const [header, payload] = realToken.split('.');
  return {
    'alg none': unsigned({ alg: 'none', typ: 'JWT' }),
    'alg None with the key id': unsigned({ alg: 'None', typ: 'JWT', kid: publicJwk.kid }),
    'HS256 with the raw public key': await hs256(base64url.decode(publicJwk.x!)),
    'HS256 with the public JWK as text': await hs256(new TextEncoder().encode(JSON.stringify(publicJwk))),
    'HS256 with the public key PEM': await hs256(new TextEncoder().encode(pem)),
    'EdDSA with a key of our own': await new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' }).sign(own.privateKey),
    'EdDSA with a key of our own and the real key id': await new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: publicJwk.kid })
      .sign(own.privateKey),
    'the real token without its signature': `${header}.${payload}.`,
    'the real token with a changed subject': `${header}.${b64({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })}.${realToken.split('.')[2]}`,
  };
}

import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

interface Key {
  id: string;
  secret: Buffer;
}

/** A key is 32 random bytes in base64; its id is a short hash of it, so ids never need configuring. */
export function parseKey(base64: string): Key {
  const secret = Buffer.from(base64.trim(), 'base64');
  if (secret.length !== 32) throw new Error('a calendar token key must be 32 bytes in base64 (openssl rand -base64 32)');
  return { id: createHash('sha256').update(secret).digest('hex').slice(0, 8), secret };
}

/**
 * AES-256-GCM for the secrets calendar-sync keeps (OAuth tokens, CalDAV passwords, feed secrets).
 * A sealed value is `v1.<keyId>.<iv>.<ciphertext>.<tag>`; `context` (e.g. the row id and column)
 * is authenticated too, so a value copied into another row or column does not decrypt. Rotation:
 * the current key encrypts, every listed key decrypts, and `needsRotation` finds what to re-seal.
 */
export class TokenCipher {
  private readonly keys = new Map<string, Key>();
  readonly currentKeyId: string;

  constructor(current: string, previous: string[] = []) {
    const key = parseKey(current);
    this.currentKeyId = key.id;
    for (const k of [key, ...previous.filter(Boolean).map(parseKey)]) this.keys.set(k.id, k);
  }

  seal(plaintext: string, context: string): string {
    const key = this.keys.get(this.currentKeyId)!;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key.secret, iv);
    cipher.setAAD(Buffer.from(context));
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, key.id, iv.toString('base64url'), data.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  open(sealed: string, context: string): string {
    const [version, keyId, iv, data, tag] = sealed.split('.');
    const key = keyId ? this.keys.get(keyId) : undefined;
    if (version !== VERSION || !key || !iv || data === undefined || !tag) throw new Error(`cannot decrypt: unknown format or key ${keyId ?? '?'}`);
    const decipher = createDecipheriv('aes-256-gcm', key.secret, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }

  keyIdOf(sealed: string): string | undefined {
    return sealed.split('.')[1];
  }

  needsRotation(sealed: string): boolean {
    return this.keyIdOf(sealed) !== this.currentKeyId;
  }

  /** Signs `value` so it can travel through the browser (the OAuth state) and come back checked. */
  sign(value: string, purpose: string): string {
    return `${value}.${this.mac(value, purpose)}`;
  }

  verify(signed: string, purpose: string): string | null {
    const dot = signed.lastIndexOf('.');
    if (dot <= 0) return null;
    const value = signed.slice(0, dot);
    const expected = Buffer.from(this.mac(value, purpose));
    const given = Buffer.from(signed.slice(dot + 1));
    return expected.length === given.length && timingSafeEqual(expected, given) ? value : null;
  }

  /** HMAC with a sub-key of the current key per purpose (a signature never doubles as a cipher key). */
  private mac(value: string, purpose: string): string {
    const subKey = Buffer.from(hkdfSync('sha256', this.keys.get(this.currentKeyId)!.secret, Buffer.alloc(0), Buffer.from(`flow-calendar:${purpose}`), 32));
    return createHmac('sha256', subKey).update(value).digest('base64url');
  }
}

/** Lookup hash of a high-entropy secret (a feed secret): stable across key rotation. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

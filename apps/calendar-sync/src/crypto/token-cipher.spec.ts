import { randomBytes } from 'node:crypto';
import { parseKey, TokenCipher } from './token-cipher';

const newKey = () => randomBytes(32).toString('base64');

describe('TokenCipher', () => {
  it('seals with AES-256-GCM under the current key id and opens it again', () => {
    const key = newKey();
    const cipher = new TokenCipher(key);
    const sealed = cipher.seal('ya29.secret-token', 'conn-1:access');
    expect(sealed).not.toContain('ya29');
    expect(sealed.split('.')).toHaveLength(5);
    expect(cipher.keyIdOf(sealed)).toBe(parseKey(key).id);
    expect(cipher.open(sealed, 'conn-1:access')).toBe('ya29.secret-token');
    // A fresh IV each time: the same token never seals to the same text.
    expect(cipher.seal('ya29.secret-token', 'conn-1:access')).not.toBe(sealed);
  });

  it('refuses a value moved to another row or column, or tampered with', () => {
    const cipher = new TokenCipher(newKey());
    const sealed = cipher.seal('refresh', 'conn-1:refresh');
    expect(() => cipher.open(sealed, 'conn-2:refresh')).toThrow();
    expect(() => cipher.open(sealed, 'conn-1:access')).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('forged').toString('base64url');
    expect(() => cipher.open(parts.join('.'), 'conn-1:refresh')).toThrow();
  });

  it('rotates: the new key encrypts, the previous key still decrypts, and old values are flagged', () => {
    const oldKey = newKey();
    const before = new TokenCipher(oldKey);
    const sealed = before.seal('password', 'c:password');
    const after = new TokenCipher(newKey(), [oldKey]);
    expect(after.open(sealed, 'c:password')).toBe('password');
    expect(after.needsRotation(sealed)).toBe(true);
    const resealed = after.seal('password', 'c:password');
    expect(after.needsRotation(resealed)).toBe(false);
    expect(() => new TokenCipher(newKey()).open(sealed, 'c:password')).toThrow(/unknown format or key/);
  });

  it('signs values and detects any change', () => {
    const cipher = new TokenCipher(newKey());
    const signed = cipher.sign('user-1:nonce', 'oauth-state');
    expect(cipher.verify(signed, 'oauth-state')).toBe('user-1:nonce');
    expect(cipher.verify(signed.replace('user-1', 'user-2'), 'oauth-state')).toBeNull();
    expect(cipher.verify(signed, 'other-purpose')).toBeNull();
    expect(cipher.verify('no-signature', 'oauth-state')).toBeNull();
  });

  it('refuses keys that are not 32 bytes', () => {
    expect(() => new TokenCipher(Buffer.from('short').toString('base64'))).toThrow(/32 bytes/);
  });
});

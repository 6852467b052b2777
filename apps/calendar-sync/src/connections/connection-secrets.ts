import { Injectable } from '@nestjs/common';
import type { ConnectionEntity } from './connection.entity';
import { TokenCipher } from '../crypto/token-cipher';

export interface Secrets {
  accessToken: string | null;
  refreshToken: string | null;
  password: string | null;
}

/**
 * Seals and opens a connection's secrets. Each value is bound to its row and column, and every
 * write re-seals all of them with the current key, so `keyId` tells which rows still need rotating.
 */
@Injectable()
export class ConnectionSecrets {
  constructor(private readonly cipher: TokenCipher) {}

  read(connection: ConnectionEntity): Secrets {
    const open = (value: string | null, column: string) => (value ? this.cipher.open(value, `${connection.id}:${column}`) : null);
    return {
      accessToken: open(connection.accessTokenEnc, 'access'),
      refreshToken: open(connection.refreshTokenEnc, 'refresh'),
      password: open(connection.passwordEnc, 'password'),
    };
  }

  /** Sets the given secrets (undefined keeps, null clears) and re-seals the rest with the current key. */
  write(connection: ConnectionEntity, changes: Partial<Secrets>) {
    const next = { ...this.read(connection), ...changes };
    const seal = (value: string | null, column: string) => (value ? this.cipher.seal(value, `${connection.id}:${column}`) : null);
    connection.accessTokenEnc = seal(next.accessToken, 'access');
    connection.refreshTokenEnc = seal(next.refreshToken, 'refresh');
    connection.passwordEnc = seal(next.password, 'password');
    connection.keyId = this.cipher.currentKeyId;
  }

  needsRotation(connection: ConnectionEntity): boolean {
    return [connection.accessTokenEnc, connection.refreshTokenEnc, connection.passwordEnc].some((v) => v !== null && this.cipher.needsRotation(v));
  }
}

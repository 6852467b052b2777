import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CalendarMessages, type OAuthCalendarProvider } from '@flow/contracts';
import { DomainError } from '@flow/platform';
import { OAuthStateEntity } from '../connections/connection.entity';
import { ConnectionRepository } from '../connections/connection.repository';
import { TokenCipher } from '../crypto/token-cipher';

const STATE_TTL_MS = 10 * 60_000;
/** Signed for the user and the provider: a state from another user or started for another provider is refused. */
const statePurpose = (provider: OAuthCalendarProvider, userId: string) =>
  provider === 'google' ? `oauth-state:${userId}` : `oauth-state:${provider}:${userId}`;

/**
 * The started authorisations of the OAuth providers (Google, Microsoft): a single-use row with the PKCE
 * verifier (sealed), named by a state signed for the user who started, so an altered, foreign or
 * replayed state is refused.
 */
@Injectable()
export class OAuthStates {
  constructor(
    private readonly repository: ConnectionRepository,
    private readonly cipher: TokenCipher,
  ) {}

  /** A new state and the PKCE code challenge (S256) of its verifier. */
  async begin(provider: OAuthCalendarProvider, userId: string, redirectUri: string): Promise<{ state: string; codeChallenge: string }> {
    const em = this.repository.fork();
    const id = randomUUID();
    const verifier = randomBytes(48).toString('base64url');
    em.create(OAuthStateEntity, {
      id,
      userId,
      verifierEnc: this.cipher.seal(verifier, `${id}:verifier`),
      redirectUri,
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    });
    await em.flush();
    await this.repository.purgeExpiredOAuthStates(em, new Date());
    return { state: this.cipher.sign(id, statePurpose(provider, userId)), codeChallenge: createHash('sha256').update(verifier).digest('base64url') };
  }

  /** The PKCE verifier of a state this user started for this provider and redirect URI; the state is used up. */
  async take(provider: OAuthCalendarProvider, userId: string, state: string, redirectUri: string): Promise<string> {
    const refused = () => new DomainError('INVALID_STATE', CalendarMessages.invalidState, 400);
    const id = this.cipher.verify(state, statePurpose(provider, userId));
    if (!id || !/^[0-9a-f-]{36}$/.test(id)) throw refused();
    const row = await this.repository.takeOAuthState(this.repository.fork(), id);
    if (!row || row.userId !== userId || row.expiresAt.getTime() < Date.now() || row.redirectUri !== redirectUri) throw refused();
    return this.cipher.open(row.verifierEnc, `${row.id}:verifier`);
  }
}

import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '@flow/contracts';
import { recordEvent } from '@flow/platform';
import { OAuthIdentityEntity, UserEntity } from './identity.entities';

/**
 * A new account for a person who first signed in with a provider (no password yet); announced as
 * registered with their language (the ID token's `locale` when FLOW speaks it, else the browser's).
 */
export function newProviderUser(tx: EntityManager, email: string, fullName: string | null, language?: Language): UserEntity {
  const user = tx.create(UserEntity, {
    id: randomUUID(),
    email: email.toLowerCase(),
    passwordHash: null,
    fullName,
    emailConfirmedAt: null,
    findableByEmail: true,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  recordEvent(tx, 'flow.evt.identity.user-registered', { userId: user.id, email: user.email, fullName: user.fullName ?? null, language }, [user.id]);
  return user;
}

/** From now on the provider's account (`subject`) signs in to `user`. */
export function linkProviderIdentity(tx: EntityManager, user: UserEntity, provider: 'google' | 'microsoft', subject: string, email: string): void {
  tx.create(OAuthIdentityEntity, { id: randomUUID(), userId: user.id, provider, subject, email: email.toLowerCase(), createdAt: new Date() });
}

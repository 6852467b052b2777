import { Injectable } from '@nestjs/common';
import type { Language, Session } from '@flow/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { AuditLog } from '../audit/audit-log';
import { AddressReclaim } from './address-reclaim';
import { EmailConfirmationService } from './email-confirmation.service';
import type { UserEntity } from './identity.entities';
import { IdentityRepository } from './identity.repository';
import { googleSignInFailed as failed } from './oidc-clients';
import { linkProviderIdentity, newProviderUser } from './provider-users';
import { languageOfLocale } from './recipient-language';
import { SessionService } from './session.service';

/** `locale`: the person's language at Google ('hi', 'en-GB'), a profile scope claim. */
const Claims = z.object({
  sub: z.string(),
  email: z.string().email(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  locale: z.string().optional(),
});

/** Whom Google sign-in signs in (the OpenID Connect flow: ProviderSignInService). */
@Injectable()
export class GoogleSignInService {
  constructor(
    private readonly repository: IdentityRepository,
    private readonly sessions: SessionService,
    private readonly confirmation: EmailConfirmationService,
    private readonly audit: AuditLog,
    private readonly reclaim: AddressReclaim,
  ) {}

  readonly Claims = Claims;

  /**
   * Signs in the account linked to this Google identity, or links it to the account with that address
   * (Google verified it), or creates one. Linking to an account whose address was never confirmed means
   * someone else may have registered it first: its password is removed and its sessions end, as the
   * major identity providers do, and the owner is told by mail.
   */
  async signInWith(claims: z.infer<typeof Claims>, browserLanguage?: Language): Promise<Session> {
    const taken: { revoked: string[]; user?: UserEntity } = { revoked: [] };
    const session = await this.repository.fork().transactional(async (tx) => {
      const linked = await this.repository.findOAuthIdentity(tx, 'google', claims.sub);
      let user = linked ? await this.repository.findUserById(tx, linked.userId) : null;
      if (!user) {
        if (claims.email_verified !== true) throw failed();
        user = await this.repository.findUserByEmail(tx, claims.email);
        if (!user) {
          user = newProviderUser(tx, claims.email, claims.name ?? null, languageOfLocale(claims.locale) ?? browserLanguage);
        } else if (!user.emailConfirmedAt) {
          taken.revoked = await this.takeOver(tx, user);
          taken.user = user;
        }
        linkProviderIdentity(tx, user, 'google', claims.sub, claims.email);
        this.audit.record(tx, 'google.linked', { userId: user.id, email: user.email, details: { passwordRemoved: Boolean(taken.user) } });
      }
      if (claims.email_verified === true && user.email === claims.email.toLowerCase()) await this.confirmation.markConfirmed(tx, user);
      return this.sessions.open(tx, user);
    });
    if (taken.user) await this.reclaim.afterCommit(taken.user, taken.revoked, 'google');
    else await this.sessions.afterRevoking(taken.revoked);
    return session;
  }

  /**
   * The unconfirmed account's password, recovery and confirmation links and sessions stop working, and
   * what it set up that reaches outside is revoked (AddressReclaim).
   */
  private async takeOver(tx: EntityManager, user: UserEntity): Promise<string[]> {
    user.passwordHash = null;
    await this.repository.retireResetTokens(tx, user.id, new Date());
    return this.reclaim.reclaimIn(tx, user, 'google');
  }
}

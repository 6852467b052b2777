import { Injectable } from '@nestjs/common';
import { IdentityMessages, type Language, type Session } from '@flow/contracts';
import { DomainError } from '@flow/platform';
import { z } from 'zod';
import { AuditLog } from '../audit/audit-log';
import { EmailConfirmationService } from './email-confirmation.service';
import { IdentityRepository } from './identity.repository';
import { linkProviderIdentity, newProviderUser } from './provider-users';
import { languageOfLocale } from './recipient-language';
import { SessionService } from './session.service';

const Claims = z.object({
  tid: z.string(),
  oid: z.string(),
  email: z.string().email().optional(),
  preferred_username: z.string().optional(),
  name: z.string().optional(),
  /** The person's language: `locale` (OpenID Connect), or Microsoft's optional claim `xms_pl` (user's preferred language). */
  locale: z.string().optional(),
  xms_pl: z.string().optional(),
  /** Optional claim: the tenant verified the address's domain ("e-mail domain owner verified"). */
  xms_edov: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).optional(),
});
type Claims = z.infer<typeof Claims>;
/** The tenant every personal Microsoft account (Outlook.com, Hotmail, Live) signs in from. */
export const MICROSOFT_CONSUMER_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

/**
 * Microsoft's `email` claim is not verified by itself: a work/school tenant's admin can put any address
 * there. FLOW trusts it only when the optional claim `xms_edov` says the tenant owns the address's
 * domain, or when the account is a personal Microsoft account (Microsoft verified the address itself).
 */
export function microsoftEmailVerified(claims: Pick<Claims, 'tid' | 'xms_edov'>): boolean {
  return claims.tid === MICROSOFT_CONSUMER_TENANT || claims.xms_edov === true || claims.xms_edov === 'true' || claims.xms_edov === '1';
}

/** Whom Sign in with Microsoft signs in, from work/school and personal accounts (the flow: ProviderSignInService). */
@Injectable()
export class MicrosoftSignInService {
  constructor(
    private readonly repository: IdentityRepository,
    private readonly sessions: SessionService,
    private readonly confirmation: EmailConfirmationService,
    private readonly audit: AuditLog,
  ) {}

  readonly Claims = Claims;

  /**
   * Signs in the account linked to this Microsoft account (tenant + object id, stable across apps), or
   * links it to the account with that address when Microsoft verified the address and the account
   * confirmed it, or creates one for a verified address nobody has. Nothing else is linked or created.
   */
  async signInWith(claims: Claims, browserLanguage?: Language): Promise<Session> {
    const subject = `${claims.tid}:${claims.oid}`;
    const email = (claims.email ?? '').toLowerCase();
    const verified = Boolean(email) && microsoftEmailVerified(claims);
    const session = await this.repository.fork().transactional(async (tx) => {
      const linked = await this.repository.findOAuthIdentity(tx, 'microsoft', subject);
      let user = linked ? await this.repository.findUserById(tx, linked.userId) : null;
      if (!user) {
        if (!verified) throw new DomainError('MICROSOFT_EMAIL_UNVERIFIED', IdentityMessages.microsoftEmailUnverified, 403);
        user = await this.repository.findUserByEmail(tx, email);
        if (!user) {
          user = newProviderUser(tx, email, claims.name ?? null, languageOfLocale(claims.locale ?? claims.xms_pl) ?? browserLanguage);
          await this.confirmation.markConfirmed(tx, user);
        } else if (!user.emailConfirmedAt) {
          // Someone may have registered the address first; only its confirmed owner's account is joined.
          throw new DomainError('MICROSOFT_ACCOUNT_UNCONFIRMED', IdentityMessages.microsoftAccountUnconfirmed, 409);
        }
        linkProviderIdentity(tx, user, 'microsoft', subject, email);
        this.audit.record(tx, 'microsoft.linked', { userId: user.id, email: user.email, details: { tenant: claims.tid } });
      }
      return this.sessions.open(tx, user);
    });
    return session;
  }
}

import type { User, UserSummary } from '@flow/contracts';
import type { UserEntity } from './identity.entities';

export function toUser(entity: UserEntity, oauthProviders: string[]): User {
  const providers = [...(entity.passwordHash ? ['email'] : []), ...oauthProviders];
  return {
    id: entity.id,
    email: entity.email,
    created_at: entity.createdAt.toISOString(),
    email_confirmed_at: entity.emailConfirmedAt?.toISOString() ?? null,
    user_metadata: { full_name: entity.fullName ?? null, findable_by_email: entity.findableByEmail },
    app_metadata: { providers: [...new Set(providers)] },
  };
}

export function toUserSummary(entity: UserEntity): UserSummary {
  return {
    id: entity.id,
    email: entity.email,
    full_name: entity.fullName ?? null,
    email_confirmed: Boolean(entity.emailConfirmedAt),
    findable_by_email: entity.findableByEmail,
  };
}

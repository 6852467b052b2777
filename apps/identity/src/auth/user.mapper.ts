import type { User, UserSummary } from '@flow/contracts';
import type { UserEntity } from './identity.entities';

export function toUser(entity: UserEntity, oauthProviders: string[]): User {
  const providers = [...(entity.passwordHash ? ['email'] : []), ...oauthProviders];
  return {
    id: entity.id,
    email: entity.email,
    created_at: entity.createdAt.toISOString(),
    user_metadata: { full_name: entity.fullName ?? null },
    app_metadata: { providers: [...new Set(providers)] },
  };
}

export function toUserSummary(entity: UserEntity): UserSummary {
  return { id: entity.id, email: entity.email, full_name: entity.fullName ?? null };
}

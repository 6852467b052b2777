import type { Connection, ConnectedProfile, Profile, UserSummary } from '@flow/contracts';
import type { ConnectionEntity } from '../co-flow.entities';
import { energyOfProfile } from '../people/profile-energy';

/** Spec 2: a connection's name falls back to 'User'. The profile's name first, then the account's. */
export function displayName(profile: Profile | undefined, user: UserSummary | undefined): string {
  return profile?.full_name?.trim() || user?.full_name?.trim() || 'User';
}

export function otherParty(connection: ConnectionEntity, userId: string): string {
  return connection.userId1 === userId ? connection.userId2 : connection.userId1;
}

export function toConnection(connection: ConnectionEntity, userId: string, profiles: Map<string, Profile>, users: Map<string, UserSummary>): Connection {
  const otherId = otherParty(connection, userId);
  const profile = profiles.get(otherId);
  return {
    id: connection.id,
    user_id_1: connection.userId1,
    user_id_2: connection.userId2,
    created_at: connection.createdAt.toISOString(),
    connected_user: { id: otherId, full_name: displayName(profile, users.get(otherId)), avatar_url: profile?.avatar_url ?? null },
  };
}

/** Spec 7 get_connected_profiles: what one connection sees of the other (no birth data, no chart). */
export function toConnectedProfile(userId: string, profile: Profile | undefined, user: UserSummary | undefined): ConnectedProfile {
  const energy = energyOfProfile(profile);
  return {
    id: userId,
    full_name: displayName(profile, user),
    avatar_url: profile?.avatar_url ?? null,
    onboarding_completed: profile?.onboarding_completed ?? false,
    has_energy_analysis: energy.analysed,
    energy_type: energy.analysed ? energy.energyType : null,
    vedic_constitution: profile?.vedic_constitution ?? null,
    rhythm: profile?.vedic_analysis?.rhythm ?? null,
    peak_energy_start: energy.analysed ? energy.peakWindow.start : null,
    peak_energy_end: energy.analysed ? energy.peakWindow.end : null,
  };
}

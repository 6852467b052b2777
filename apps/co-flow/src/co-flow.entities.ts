import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { VedicAnalysis } from '@flow/contracts';

export type InviteStatus = 'pending' | 'accepted' | 'declined';

/** Spec 3: co_flow_invites. Addressed by e-mail; `recipientId` is filled once the address has an account. */
@Entity({ tableName: 'co_flow_invites' })
export class InviteEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  senderId!: string;

  /** Lowercased and trimmed, as identity stores e-mails. */
  @Property({ type: 'text' })
  recipientEmail!: string;

  @Property({ type: 'uuid', nullable: true })
  recipientId?: string | null;

  @Property({ type: 'text' })
  status: InviteStatus = 'pending';

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  respondedAt?: Date | null;
}

/** Spec 3: co_flow_connections. user_id_1 is the inviter, user_id_2 the one who accepted. */
@Entity({ tableName: 'co_flow_connections' })
export class ConnectionEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid', fieldName: 'user_id_1' })
  userId1!: string;

  @Property({ type: 'uuid', fieldName: 'user_id_2' })
  userId2!: string;

  @Property({ type: 'uuid', nullable: true })
  inviteId?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}

/** Spec 3: manual_coflow_profiles: someone's energy profile kept by its creator, without them joining. */
@Entity({ tableName: 'manual_coflow_profiles' })
export class ManualProfileEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  creatorId!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'text' })
  fullName!: string;

  @Property({ type: 'text', nullable: true })
  email?: string | null;

  /** 'YYYY-MM-DD' (the driver keeps dates as text). */
  @Property({ type: 'date', nullable: true })
  birthDate?: string | null;

  /** 'HH:MM:SS'. */
  @Property({ type: 'text', nullable: true })
  birthTime?: string | null;

  @Property({ type: 'text', nullable: true })
  birthLocation?: string | null;

  @Property({ type: 'text', nullable: true })
  peakEnergyStart?: string | null;

  @Property({ type: 'text', nullable: true })
  peakEnergyEnd?: string | null;

  @Property({ type: 'json', nullable: true })
  vedicAnalysis?: VedicAnalysis | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;
}

export const coFlowEntities = [InviteEntity, ConnectionEntity, ManualProfileEntity];

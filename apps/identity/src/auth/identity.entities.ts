import { AuditLogEntity } from '../audit/audit-log.entity';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';

@Entity({ tableName: 'users' })
export class UserEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** Stored lowercased and trimmed: e-mail is unique case-insensitively. */
  @Property({ type: 'text' })
  @Unique()
  email!: string;

  /** Null for accounts that only ever signed in with Google. */
  @Property({ type: 'text', nullable: true })
  passwordHash?: string | null;

  @Property({ type: 'text', nullable: true })
  fullName?: string | null;

  /** When the person proved the address is theirs; until then it receives no Co-Flow invitation. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  emailConfirmedAt?: Date | null;

  /** Privacy setting "Others can find me by e-mail". */
  @Property({ type: 'boolean' })
  findableByEmail: boolean = true;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** One signed-in device: a family of refresh tokens that rotate. Its id is the access token's `sid`. */
@Entity({ tableName: 'sessions' })
export class SessionEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  @Index()
  userId!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null;

  /** Set when a recovery link opened this session: for a short while it may set a password without the current one. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  recoveredAt?: Date | null;
}

/** Refresh tokens are stored as SHA-256 hashes; a rotated one presented again revokes its session. */
@Entity({ tableName: 'refresh_tokens' })
export class RefreshTokenEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  @Index()
  sessionId!: string;

  @Property({ type: 'text' })
  @Unique()
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  rotatedAt?: Date | null;
}

@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetTokenEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  @Unique()
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;
}

/** The link mailed at sign-up: SHA-256 of a random token, bound to the address it was sent to. */
@Entity({ tableName: 'email_confirmation_tokens' })
export class EmailConfirmationTokenEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  @Index()
  userId!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  @Unique()
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;
}

@Entity({ tableName: 'oauth_identities' })
@Unique({ properties: ['provider', 'subject'] })
export class OAuthIdentityEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  @Index()
  userId!: string;

  @Property({ type: 'text' })
  provider!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}

export const identityEntities = [
  UserEntity,
  SessionEntity,
  RefreshTokenEntity,
  PasswordResetTokenEntity,
  EmailConfirmationTokenEntity,
  OAuthIdentityEntity,
  AuditLogEntity,
];

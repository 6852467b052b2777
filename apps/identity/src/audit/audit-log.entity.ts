import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** Security events worth a record: failed sign-ins, password changes, refresh-token reuse, account deletion. */
export type AuditEvent =
  | 'signin.failed'
  | 'password.changed'
  | 'password.change_refused'
  | 'refresh.reused'
  | 'email.confirmed'
  | 'google.linked'
  | 'address.reclaimed'
  | 'microsoft.linked'
  | 'account.delete_failed'
  | 'account.deleted';

/**
 * One security event. `user_id` and `email` say whom it concerns (a failed sign-in may name an e-mail
 * with no account); both, with the client's address, are cleared when the account is deleted.
 */
@Entity({ tableName: 'audit_log' })
export class AuditLogEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  event!: AuditEvent;

  @Property({ type: 'uuid', nullable: true })
  @Index()
  userId: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Index()
  email: string | null = null;

  @Property({ type: 'text', nullable: true })
  ip: string | null = null;

  @Property({ type: 'text', nullable: true })
  userAgent: string | null = null;

  @Property({ type: 'json', nullable: true })
  details: Record<string, unknown> | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}

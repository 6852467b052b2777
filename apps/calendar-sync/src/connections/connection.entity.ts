import { Entity, Index, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { CalendarProvider, CalendarSummary } from '@flow/contracts';
import type { CalendarSyncState } from '../providers/provider';
import { timestamptz } from '../orm-columns';

/**
 * One external calendar account of a user (at most one per provider). Every secret column holds
 * a TokenCipher-sealed value (AES-256-GCM); `keyId` names the key that sealed them, so rows still
 * under a previous key can be found and re-sealed.
 */
@Entity({ tableName: 'calendar_connections' })
@Unique({ properties: ['userId', 'provider'] })
export class ConnectionEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  @Index()
  userId!: string;

  @Property({ type: 'text' })
  provider!: CalendarProvider;

  @Property({ type: 'text' })
  status: 'connected' | 'needs_auth' = 'connected';

  @Property({ type: 'text', nullable: true })
  accountEmail: string | null = null;

  /** Google's stable account id (`sub`). */
  @Property({ type: 'text', nullable: true })
  accountSubject: string | null = null;

  @Property({ type: 'text', nullable: true })
  serverUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  username: string | null = null;

  /** CalDAV app password, sealed. */
  @Property({ type: 'text', nullable: true })
  passwordEnc: string | null = null;

  @Property({ type: 'text', nullable: true })
  accessTokenEnc: string | null = null;

  @Property({ ...timestamptz(), nullable: true })
  accessExpiresAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  refreshTokenEnc: string | null = null;

  @Property({ type: 'text', nullable: true })
  scope: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Index()
  keyId: string | null = null;

  /** The account's calendars as last read. */
  @Property({ type: 'json' })
  calendars: CalendarSummary[] = [];

  /** The user's own choice of calendars to read, by id (overrides the provider's default). */
  @Property({ type: 'json' })
  selection: Record<string, boolean> = {};

  @Property({ type: 'text', nullable: true })
  writeCalendarId: string | null = null;

  /** The window the kept copy of events covers. */
  @Property({ ...timestamptz(), nullable: true })
  windowStart: Date | null = null;

  @Property({ ...timestamptz(), nullable: true })
  windowEnd: Date | null = null;

  /** Per calendar id: where the last incremental sync left off. */
  @Property({ type: 'json' })
  syncState: Record<string, CalendarSyncState> = {};

  @Property({ ...timestamptz(), nullable: true })
  lastSyncedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  /** Failed syncs in a row; the connection rests until `retryAt` (back-off, or the server's Retry-After). */
  @Property({ type: 'integer' })
  syncFailures: Opt<number> = 0;

  @Property({ ...timestamptz(), nullable: true })
  retryAt: Date | null = null;

  /** Google: every read calendar has a push channel until then, so the connection is not polled. */
  @Property({ ...timestamptz(), nullable: true })
  pushedUntil: Date | null = null;

  @Property(timestamptz())
  createdAt: Date = new Date();

  @Property({ ...timestamptz(), onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** A started Google authorisation: single use, bound to the user, with its PKCE verifier (sealed). */
@Entity({ tableName: 'oauth_states' })
export class OAuthStateEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  verifierEnc!: string;

  @Property({ type: 'text' })
  redirectUri!: string;

  @Property(timestamptz())
  @Index()
  expiresAt!: Date;
}

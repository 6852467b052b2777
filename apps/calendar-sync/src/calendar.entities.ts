import { Entity, Index, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { AutoDeclineMode, CalendarProvider, CalendarSummary } from '@flow/contracts';
import type { CalendarSyncState } from './providers/provider';

/** A fresh options object per use: MikroORM writes the property's name into it. */
const timestamptz = () => ({ type: 'datetime', columnType: 'timestamptz' }) as const;

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

/** The kept copy of a connection's events (recurring events already expanded). */
@Entity({ tableName: 'external_events' })
@Index({ properties: ['userId', 'startTime'] })
export class ExternalEventEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  @Index()
  connectionId!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  provider!: CalendarProvider;

  @Property({ type: 'text' })
  calendarId!: string;

  @Property({ type: 'text' })
  externalId!: string;

  /** The provider item it came from (Google event id, CalDAV object URL): an incremental change replaces its rows. */
  @Property({ type: 'text', nullable: true })
  sourceKey: string | null = null;

  @Property({ type: 'text' })
  summary!: string;

  @Property(timestamptz())
  startTime!: Date;

  @Property(timestamptz())
  endTime!: Date;

  @Property({ type: 'boolean' })
  isAllDay!: boolean;

  @Property({ type: 'text', nullable: true })
  location: string | null = null;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'text', nullable: true })
  flowEventId: string | null = null;
}

/** Where a FLOW event was copied to in one connection. */
@Entity({ tableName: 'mirror_links' })
@Unique({ properties: ['connectionId', 'flowEventId'] })
export class MirrorLinkEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  @Index()
  connectionId!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'uuid' })
  flowEventId!: string;

  @Property({ type: 'text' })
  calendarId!: string;

  @Property({ type: 'text' })
  externalId!: string;

  /** CalDAV: the object's URL and ETag. */
  @Property({ type: 'text', nullable: true })
  objectUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  etag: string | null = null;
}

/** The private iCalendar feed: looked up by the secret's SHA-256; the secret itself is kept sealed to show it again. */
@Entity({ tableName: 'calendar_feeds' })
export class FeedEntity {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  @Unique()
  secretHash!: string;

  @Property({ type: 'text' })
  secretEnc!: string;

  @Property(timestamptz())
  createdAt: Date = new Date();
}

/** A Google push channel (events.watch) on one calendar of a connection; the token is kept as its SHA-256. */
@Entity({ tableName: 'google_channels' })
export class GoogleChannelEntity {
  /** The channel id FLOW chose; Google sends it back as X-Goog-Channel-ID. */
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  @Index()
  connectionId!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  calendarId!: string;

  @Property({ type: 'text' })
  tokenHash!: string;

  /** Google's id of the watched resource, needed to stop the channel. */
  @Property({ type: 'text' })
  resourceId!: string;

  @Property(timestamptz())
  @Index()
  expiresAt!: Date;
}

/** "Protect my peak" of one connection, and when its blocks are planned next. */
@Entity({ tableName: 'peak_protections' })
export class PeakProtectionEntity {
  @PrimaryKey({ type: 'uuid' })
  connectionId!: string;

  @Property({ type: 'uuid' })
  @Index()
  userId!: string;

  @Property({ type: 'boolean' })
  enabled: Opt<boolean> = false;

  @Property({ type: 'text' })
  autoDeclineMode!: AutoDeclineMode;

  @Property({ type: 'text' })
  declineMessage!: string;

  /** Plan (or, turned off, clean up) at this time; null: nothing to do. A change of the day sets it to now. */
  @Property({ ...timestamptz(), nullable: true })
  @Index()
  dueAt: Date | null = null;

  @Property({ ...timestamptz(), nullable: true })
  plannedAt: Date | null = null;

  /** Failed plans in a row (their back-off), and the last reason. */
  @Property({ type: 'integer' })
  failures: Opt<number> = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ ...timestamptz(), onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}

/**
 * A focus block FLOW booked at the person's peak: what it wrote, and the provider's version of it
 * after its own write (Google's etag and updated, a CalDAV object's ETag). Another version means the
 * person moved or edited it: `edited`, and FLOW never touches it again.
 */
@Entity({ tableName: 'peak_blocks' })
@Index({ properties: ['connectionId', 'date'] })
export class PeakBlockEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  connectionId!: string;

  @Property({ type: 'uuid' })
  @Index()
  userId!: string;

  @Property({ type: 'text' })
  calendarId!: string;

  /** Google's event id; CalDAV's UID. */
  @Property({ type: 'text' })
  externalId!: string;

  /** CalDAV: the object's URL. */
  @Property({ type: 'text', nullable: true })
  objectUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  etag: string | null = null;

  /** Google's `updated` of FLOW's last write. */
  @Property({ type: 'text', nullable: true })
  providerUpdated: string | null = null;

  /** The person's local date of the block, and the times FLOW wrote. */
  @Property({ type: 'text' })
  date!: string;

  @Property(timestamptz())
  startTime!: Date;

  @Property(timestamptz())
  endTime!: Date;

  @Property({ type: 'boolean' })
  free!: boolean;

  /** The mode and message it was written with (a changed setting rewrites FLOW's blocks). */
  @Property({ type: 'text' })
  autoDeclineMode!: AutoDeclineMode;

  @Property({ type: 'text' })
  declineMessage!: string;

  @Property({ type: 'boolean' })
  edited: Opt<boolean> = false;

  @Property(timestamptz())
  createdAt: Opt<Date> = new Date();
}

export const calendarEntities = [ConnectionEntity, OAuthStateEntity, ExternalEventEntity, MirrorLinkEntity, FeedEntity, GoogleChannelEntity, PeakProtectionEntity, PeakBlockEntity];

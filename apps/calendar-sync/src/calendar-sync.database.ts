import { ConnectionEntity, OAuthStateEntity } from './connections/connection.entity';
import { FeedEntity } from './feed/feed.entity';
import { MirrorLinkEntity } from './mirror/mirror-link.entity';
import { PeakBlockEntity, PeakProtectionEntity } from './peak/peak.entities';
import { PlanMirrorBlockEntity, PlanMirrorEntity } from './plan-mirror/plan-mirror.entities';
import { GoogleChannelEntity } from './push/google-channel.entity';
import { OutlookSubscriptionEntity } from './push/outlook-subscription.entity';
import { ExternalEventEntity } from './sync/external-event.entity';

const calendarEntities = [
  ConnectionEntity,
  OAuthStateEntity,
  ExternalEventEntity,
  MirrorLinkEntity,
  FeedEntity,
  GoogleChannelEntity,
  PeakProtectionEntity,
  PeakBlockEntity,
  OutlookSubscriptionEntity,
  PlanMirrorEntity,
  PlanMirrorBlockEntity,
];
/** calendar-sync's own database: each concern's entities (the module and the migration job read it). */
export const calendarSyncDatabase = { entities: calendarEntities, migrations: () => import('./migrations').then((m) => m.calendarSyncMigrations) };

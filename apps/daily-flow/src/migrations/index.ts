import type { MigrationEntry } from '@flow/platform';
import { Migration20261125000000_checkins } from './Migration20261125000000_checkins';
import { Migration20261125120000_notifications } from './Migration20261125120000_notifications';
import { Migration20261126000000_notification_subject } from './Migration20261126000000_notification_subject';

export const dailyFlowMigrations: MigrationEntry[] = [
  { name: 'Migration20261125000000_checkins', class: Migration20261125000000_checkins },
  { name: 'Migration20261125120000_notifications', class: Migration20261125120000_notifications },
  { name: 'Migration20261126000000_notification_subject', class: Migration20261126000000_notification_subject },
];

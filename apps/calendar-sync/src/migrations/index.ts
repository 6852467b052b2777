import type { MigrationEntry } from '@flow/platform';
import { Migration20261123100000_initial } from './Migration20261123100000_initial';

export const calendarSyncMigrations: MigrationEntry[] = [{ name: 'Migration20261123100000_initial', class: Migration20261123100000_initial }];

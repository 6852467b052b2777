import type { MigrationEntry } from '@flow/platform';
import { Migration20261201000000_scheduling } from './Migration20261201000000_scheduling';

export const schedulingMigrations: MigrationEntry[] = [{ name: 'Migration20261201000000_scheduling', class: Migration20261201000000_scheduling }];

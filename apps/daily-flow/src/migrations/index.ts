import type { MigrationEntry } from '@flow/platform';
import { Migration20261125000000_checkins } from './Migration20261125000000_checkins';

export const dailyFlowMigrations: MigrationEntry[] = [{ name: 'Migration20261125000000_checkins', class: Migration20261125000000_checkins }];

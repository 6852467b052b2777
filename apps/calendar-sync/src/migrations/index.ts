import type { MigrationEntry } from '@flow/platform';
import { Migration20261123100000_initial } from './Migration20261123100000_initial';
import { Migration20261125180000_incremental_sync } from './Migration20261125180000_incremental_sync';
import { Migration20261125220000_peak_protection } from './Migration20261125220000_peak_protection';
import { Migration20261204000000_outlook } from './Migration20261204000000_outlook';
import { Migration20261206000000_plan_mirror } from './Migration20261206000000_plan_mirror';

export const calendarSyncMigrations: MigrationEntry[] = [
  { name: 'Migration20261123100000_initial', class: Migration20261123100000_initial },
  { name: 'Migration20261125180000_incremental_sync', class: Migration20261125180000_incremental_sync },
  { name: 'Migration20261125220000_peak_protection', class: Migration20261125220000_peak_protection },
  { name: 'Migration20261204000000_outlook', class: Migration20261204000000_outlook },
  { name: 'Migration20261206000000_plan_mirror', class: Migration20261206000000_plan_mirror },
];

import type { MigrationEntry } from '@flow/platform';
import { Migration20261123100000_profiles } from './Migration20261123100000_profiles';
import { Migration20261125150000_current_location_travel } from './Migration20261125150000_current_location_travel';
import { Migration20261128050000_clock_format } from './Migration20261128050000_clock_format';
import { Migration20261128110000_language } from './Migration20261128110000_language';

export const profileChartMigrations: MigrationEntry[] = [
  { name: 'Migration20261123100000_profiles', class: Migration20261123100000_profiles },
  { name: 'Migration20261125150000_current_location_travel', class: Migration20261125150000_current_location_travel },
  { name: 'Migration20261128050000_clock_format', class: Migration20261128050000_clock_format },
  { name: 'Migration20261128110000_language', class: Migration20261128110000_language },
];

import type { MigrationEntry } from '@flow/platform';
import { Migration20261123100000_profiles } from './Migration20261123100000_profiles';

export const profileChartMigrations: MigrationEntry[] = [{ name: 'Migration20261123100000_profiles', class: Migration20261123100000_profiles }];

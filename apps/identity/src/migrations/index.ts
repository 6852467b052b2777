import type { MigrationEntry } from '@flow/platform';
import { Migration20261123000000_initial } from './Migration20261123000000_initial';

export const identityMigrations: MigrationEntry[] = [{ name: 'Migration20261123000000_initial', class: Migration20261123000000_initial }];

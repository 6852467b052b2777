import type { MigrationEntry } from '@flow/platform';
import { Migration20261201000000_initial } from './Migration20261201000000_initial';

export const coFlowMigrations: MigrationEntry[] = [{ name: 'Migration20261201000000_initial', class: Migration20261201000000_initial }];

import type { MigrationEntry } from '@flow/platform';
import { Migration20261123000000_initial } from './Migration20261123000000_initial';
import { Migration20261123200000_audit_log } from './Migration20261123200000_audit_log';
import { Migration20261125100000_email_confirmation } from './Migration20261125100000_email_confirmation';

export const identityMigrations: MigrationEntry[] = [
  { name: 'Migration20261123000000_initial', class: Migration20261123000000_initial },
  { name: 'Migration20261123200000_audit_log', class: Migration20261123200000_audit_log },
  { name: 'Migration20261125100000_email_confirmation', class: Migration20261125100000_email_confirmation },
];

import { Migration } from '@mikro-orm/migrations';

/** How the person reads the clock ('12h' or '24h'): the server writes every time in a sentence with it. */
export class Migration20261128050000_clock_format extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "profiles" add column "clock_format" text null check ("clock_format" in ('12h', '24h'))`);
  }
}

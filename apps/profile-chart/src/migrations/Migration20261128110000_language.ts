import { Migration } from '@mikro-orm/migrations';

/** The person's language (issue 41): the services write every text to them in it. */
export class Migration20261128110000_language extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "profiles" add column "language" text not null default 'en' check ("language" in ('en', 'hi'))`);
  }
}

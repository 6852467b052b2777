import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import type { Migration } from '@mikro-orm/migrations';
import { OutboxMessage } from '../events/outbox.entity';

export type EntityClass = abstract new (...args: never[]) => object;
export interface MigrationEntry {
  name: string;
  class: new (...args: never[]) => Migration;
}

export interface OrmSettings {
  clientUrl: string;
  entities: EntityClass[];
  migrations: MigrationEntry[];
  debug?: boolean;
}

export function ormOptions(settings: OrmSettings): Options {
  return {
    clientUrl: settings.clientUrl,
    entities: [OutboxMessage, ...settings.entities],
    extensions: [Migrator],
    // Listed explicitly so migrations run the same from TypeScript (tests) and compiled JS.
    migrations: { migrationsList: settings.migrations as never, transactional: true, allOrNothing: true, snapshot: false },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: settings.debug ?? false,
    pool: { min: 0, max: 10 },
    discovery: { warnWhenNoEntities: false },
  };
}

export function createOrm(settings: OrmSettings): Promise<MikroORM> {
  return MikroORM.init(ormOptions(settings));
}

/** Applies pending migrations; run once per deploy as a job, and by `npm start` / the test setup. */
export async function migrate(settings: OrmSettings): Promise<string[]> {
  const orm = await MikroORM.init({ ...ormOptions(settings), pool: { min: 0, max: 2 } });
  try {
    const applied = await orm.getMigrator().up();
    return applied.map((m) => m.name);
  } finally {
    await orm.close(true);
  }
}

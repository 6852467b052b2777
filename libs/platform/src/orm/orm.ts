import { MikroORM, type Options } from '@mikro-orm/postgresql';
import type { Migration } from '@mikro-orm/migrations';
import { OutboxMessage } from '../events/outbox.entity';

export type EntityClass = abstract new (...args: never[]) => object;
export interface MigrationEntry {
  name: string;
  class: new (...args: never[]) => Migration;
}

/**
 * A service's migrations, or how to load them: a running service never needs them (only its migrate
 * job does), and loading them loads the migrator's libraries with them.
 */
export type MigrationList = MigrationEntry[] | (() => Promise<MigrationEntry[]>);

export interface OrmSettings {
  clientUrl: string;
  entities: EntityClass[];
  migrations: MigrationList;
  debug?: boolean;
}

export function ormOptions(settings: OrmSettings): Options {
  return {
    clientUrl: settings.clientUrl,
    entities: [OutboxMessage, ...settings.entities],
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
  // Loaded here only: the migrator (umzug and its command-line libraries, ~200 modules) is for this
  // job, not for every running service's memory.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Migrator } = require('@mikro-orm/migrations') as typeof import('@mikro-orm/migrations');
  const migrationsList = typeof settings.migrations === 'function' ? await settings.migrations() : settings.migrations;
  const orm = await MikroORM.init({
    ...ormOptions(settings),
    extensions: [Migrator],
    // Listed explicitly so migrations run the same from TypeScript (tests) and compiled JS.
    migrations: { migrationsList: migrationsList as never, transactional: true, allOrNothing: true, snapshot: false },
    pool: { min: 0, max: 2 },
  });
  try {
    const applied = await orm.getMigrator().up();
    return applied.map((m) => m.name);
  } finally {
    await orm.close(true);
  }
}

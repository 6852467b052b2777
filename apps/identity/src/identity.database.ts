import { identityEntities } from './auth/identity.entities';

/** identity's own database: users, sessions and their tokens (the module and the migration job read it). */
export const identityDatabase = { entities: identityEntities, migrations: () => import('./migrations').then((m) => m.identityMigrations) };

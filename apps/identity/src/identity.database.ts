import { identityEntities } from './auth/identity.entities';

/** identity's own database: users, sessions, tokens, sign-in identities and the audit log (the module and the migration job read it). */
export const identityDatabase = { entities: identityEntities, migrations: () => import('./migrations').then((m) => m.identityMigrations) };

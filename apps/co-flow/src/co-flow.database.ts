import { coFlowEntities } from './co-flow.entities';

/** co-flow's own database: invites, connections and manual profiles (the module and the migration job read it). */
export const coFlowDatabase = { entities: coFlowEntities, migrations: () => import('./migrations').then((m) => m.coFlowMigrations) };

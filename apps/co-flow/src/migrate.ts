import { DatabaseEnv, loadConfig, migrate } from '@flow/platform/migrate';
import { coFlowDatabase } from './co-flow.database';

/** Run once per deploy (a Kubernetes Job, a step of `npm start`), never by every replica. */
migrate({ clientUrl: loadConfig(DatabaseEnv).DATABASE_URL, ...coFlowDatabase })
  .then((applied) => console.log(`co-flow migrations applied: ${applied.length ? applied.join(', ') : 'none pending'}`))
  .catch((error) => {
    console.error('co-flow migration failed:', error);
    process.exit(1);
  });

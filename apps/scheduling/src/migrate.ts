import { DatabaseEnv, loadConfig, migrate } from '@flow/platform/migrate';
import { schedulingDatabase } from './scheduling.database';

/** Run once per deploy (a Kubernetes Job, a step of `npm start`), never by every replica. */
migrate({ clientUrl: loadConfig(DatabaseEnv).DATABASE_URL, ...schedulingDatabase })
  .then((applied) => console.log(`scheduling migrations applied: ${applied.length ? applied.join(', ') : 'none pending'}`))
  .catch((error) => {
    console.error('scheduling migration failed:', error);
    process.exit(1);
  });

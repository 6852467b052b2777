import { DatabaseEnv, loadConfig, migrate } from '@flow/platform/migrate';
import { identityDatabase } from './identity.database';

/** Run once per deploy (a Kubernetes Job, a step of `npm start`), never by every replica. */
migrate({ clientUrl: loadConfig(DatabaseEnv).DATABASE_URL, ...identityDatabase })
  .then((applied) => console.log(`identity migrations applied: ${applied.length ? applied.join(', ') : 'none pending'}`))
  .catch((error) => {
    console.error('identity migration failed:', error);
    process.exit(1);
  });

import { DatabaseEnv, loadConfig, migrate } from '@flow/platform/migrate';
import { dailyFlowDatabase } from './daily-flow.database';

/** Run once per deploy (a Kubernetes Job, a step of `npm start`), never by every replica. */
migrate({ clientUrl: loadConfig(DatabaseEnv).DATABASE_URL, ...dailyFlowDatabase })
  .then((applied) => console.log(`daily-flow migrations applied: ${applied.length ? applied.join(', ') : 'none pending'}`))
  .catch((error) => {
    console.error('daily-flow migration failed:', error);
    process.exit(1);
  });

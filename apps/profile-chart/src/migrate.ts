import { DatabaseEnv, loadConfig, migrate } from '@flow/platform/migrate';
import { profileChartDatabase } from './profile-chart.database';

/** Run once per deploy (a Kubernetes Job, a step of `npm start`), never by every replica. */
migrate({ clientUrl: loadConfig(DatabaseEnv).DATABASE_URL, ...profileChartDatabase })
  .then((applied) => console.log(`profile-chart migrations applied: ${applied.length ? applied.join(', ') : 'none pending'}`))
  .catch((error) => {
    console.error('profile-chart migration failed:', error);
    process.exit(1);
  });

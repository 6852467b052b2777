import { DatabaseEnv, loadConfig, migrate } from '@flow/platform/migrate';
import { calendarSyncDatabase } from './calendar-sync.database';

/** Run once per deploy (a Kubernetes Job, a step of `npm start`), never by every replica. */
migrate({ clientUrl: loadConfig(DatabaseEnv).DATABASE_URL, ...calendarSyncDatabase })
  .then((applied) => console.log(`calendar-sync migrations applied: ${applied.length ? applied.join(', ') : 'none pending'}`))
  .catch((error) => {
    console.error('calendar-sync migration failed:', error);
    process.exit(1);
  });

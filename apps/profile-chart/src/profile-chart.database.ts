import { profileChartEntities } from './profile/profile.entity';

/** profile-chart's own database: profiles (with their charts) and travel stays (the module and the migration job read it). */
export const profileChartDatabase = { entities: profileChartEntities, migrations: () => import('./migrations').then((m) => m.profileChartMigrations) };

import { dailyFlowEntities } from './checkins/checkin.entities';
import { dailyFlowMigrations } from './migrations';

/** daily-flow's own database: energy check-ins and the learning settings. */
export const dailyFlowDatabase = { entities: dailyFlowEntities, migrations: dailyFlowMigrations };

import { dailyFlowEntities } from './checkins/checkin.entities';
import { notificationEntities } from './notifications/notification.entities';
import { dailyFlowMigrations } from './migrations';

/** daily-flow's own database: energy check-ins and the learning settings, and notifications. */
export const dailyFlowDatabase = { entities: [...dailyFlowEntities, ...notificationEntities], migrations: dailyFlowMigrations };

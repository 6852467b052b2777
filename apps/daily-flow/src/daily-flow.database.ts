import { dailyFlowEntities } from './checkins/checkin.entities';
import { notificationEntities } from './notifications/notification.entities';

/** daily-flow's own database: energy check-ins and the learning settings, and notifications. */
export const dailyFlowDatabase = {
  entities: [...dailyFlowEntities, ...notificationEntities],
  migrations: () => import('./migrations').then((m) => m.dailyFlowMigrations),
};

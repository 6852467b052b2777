import { AlignmentOverrideEntity } from './alignment/alignment.entities';
import { EventTypeCorrectionEntity } from './event-types/event-types.entities';
import { EventAttendeeEntity, ScheduledEventEntity } from './events/events.entities';
import { HabitEntity, PlacementEntity, PlanEntity, TaskEntity } from './tasks/tasks.entities';

export const schedulingDatabase = {
  entities: [
    ScheduledEventEntity,
    EventAttendeeEntity,
    AlignmentOverrideEntity,
    TaskEntity,
    HabitEntity,
    PlacementEntity,
    PlanEntity,
    EventTypeCorrectionEntity,
  ],
  migrations: () => import('./migrations').then((m) => m.schedulingMigrations),
};

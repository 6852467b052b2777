import { AlignmentOverrideEntity } from './alignment/alignment.entities';
import { EventAttendeeEntity, ScheduledEventEntity } from './events/events.entities';
import { schedulingMigrations } from './migrations';

export const schedulingDatabase = { entities: [ScheduledEventEntity, EventAttendeeEntity, AlignmentOverrideEntity], migrations: schedulingMigrations };

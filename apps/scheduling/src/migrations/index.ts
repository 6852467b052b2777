import type { MigrationEntry } from '@flow/platform';
import { Migration20261201000001_mirror_state_busy_model } from './Migration20261201000001_mirror_state_busy_model';
import { Migration20261201000000_scheduling } from './Migration20261201000000_scheduling';
import { Migration20261202000000_recurring_events } from './Migration20261202000000_recurring_events';
import { Migration20261203000000_event_reminders } from './Migration20261203000000_event_reminders';
import { Migration20261204000000_outlook_busy } from './Migration20261204000000_outlook_busy';
import { Migration20261204000000_tasks_habits_plan } from './Migration20261204000000_tasks_habits_plan';
import { Migration20261205000000_event_type_corrections } from './Migration20261205000000_event_type_corrections';

export const schedulingMigrations: MigrationEntry[] = [
  { name: 'Migration20261201000000_scheduling', class: Migration20261201000000_scheduling },
  { name: 'Migration20261201000001_mirror_state_busy_model', class: Migration20261201000001_mirror_state_busy_model },
  { name: 'Migration20261202000000_recurring_events', class: Migration20261202000000_recurring_events },
  { name: 'Migration20261203000000_event_reminders', class: Migration20261203000000_event_reminders },
  { name: 'Migration20261204000000_outlook_busy', class: Migration20261204000000_outlook_busy },
  { name: 'Migration20261204000000_tasks_habits_plan', class: Migration20261204000000_tasks_habits_plan },
  { name: 'Migration20261205000000_event_type_corrections', class: Migration20261205000000_event_type_corrections },
];

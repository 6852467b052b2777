import { planning } from './planning';
import { tasks } from './tasks';
import { insights } from './insights';
import { settings } from './settings';
import { auth } from './auth';
import { blueprint } from './blueprint';
import { calendar } from './calendar';
import { coflow } from './coflow';
import { coflowDialogs } from './coflow-dialogs';
import { events } from './events';
import { onboarding } from './onboarding';
import { routes } from './routes';
import { integrations } from './integrations';
import { energyProfile } from './energy-profile';
import { legal } from './legal';
import { offline } from './offline';
import { install } from './install';
import { calendarEvents } from './calendar-events';

/**
 * The English of pages that bring their own words with their chunk (../../page-catalog.ts), so the first
 * load of other routes does not carry them. Read here only by the types and the catalog test; each page
 * imports its own namespace file.
 */
export const englishPages = {
  auth,
  blueprint,
  calendar,
  coflow,
  coflowDialogs,
  events,
  insights,
  onboarding,
  planning,
  settings,
  tasks,
  routes,
  integrations,
  energyProfile,
  legal,
  offline,
  install,
  calendarEvents,
} as const;
export type EnglishPages = typeof englishPages;

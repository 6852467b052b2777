import type { en } from '../en';
import type { Messages } from '../types';
import { common } from './common';
import { insights } from './insights';
import { notifications } from './notifications';
import { settings } from './settings';
import { today } from './today';
import { quickAdd } from './quick-add';
import { tasks } from './tasks';
import { planning } from './planning';
import type { EnglishPages } from '../en/pages';
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

/** Hindi (hi-IN), loaded when chosen. Terms follow ../../glossary-hi.md. */
export const hi: { [Ns in keyof typeof en]: Messages<(typeof en)[Ns]> } = { common, notifications, today, quickAdd };
// The pages' namespaces (../en/pages.ts): their Hindi in this same on-demand chunk.
export const hiPages: { [Ns in keyof EnglishPages]: Messages<EnglishPages[Ns]> } = {
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
};
Object.assign(hi, hiPages);

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

/** Hindi (hi-IN), loaded when chosen. Terms follow ../../glossary-hi.md. */
export const hi: { [Ns in keyof typeof en]: Messages<(typeof en)[Ns]> } = { common, insights, notifications, settings, today, quickAdd, tasks, planning };

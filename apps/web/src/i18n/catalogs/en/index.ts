import { common } from './common';
import { insights } from './insights';
import { notifications } from './notifications';
import { settings } from './settings';
import { today } from './today';
import { quickAdd } from './quick-add';
import { tasks } from './tasks';
import { planning } from './planning';

/** English: the spec's wording, shipped in the first load (every other language loads on demand). */
export const en = { common, insights, notifications, settings, today, quickAdd, tasks, planning } as const;
export type Namespace = keyof typeof en;

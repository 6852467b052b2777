import { common } from './common';
import { notifications } from './notifications';
import { today } from './today';
import { quickAdd } from './quick-add';

/** English: the spec's wording, shipped in the first load (every other language loads on demand). */
export const en = { common, notifications, today, quickAdd } as const;
export type Namespace = keyof typeof en;

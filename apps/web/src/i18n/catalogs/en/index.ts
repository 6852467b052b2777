import { common } from './common';
import { insights } from './insights';
import { notifications } from './notifications';
import { settings } from './settings';

/** English: the spec's wording, shipped in the first load (every other language loads on demand). */
export const en = { common, insights, notifications, settings } as const;
export type Namespace = keyof typeof en;

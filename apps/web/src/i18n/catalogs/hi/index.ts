import type { en } from '../en';
import type { Messages } from '../types';
import { common } from './common';
import { notifications } from './notifications';
import { settings } from './settings';

/** Hindi (hi-IN), loaded when chosen. Terms follow ../../glossary-hi.md. */
export const hi: { [Ns in keyof typeof en]: Messages<(typeof en)[Ns]> } = { common, notifications, settings };

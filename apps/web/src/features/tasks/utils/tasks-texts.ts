import { tasks } from '../../../i18n/catalogs/en/tasks';
import { pageNamespace } from '../../../i18n/page-catalog';

/** The tasks namespace: its English comes with the page's chunk, not in every route's first load. */
export const TASKS = pageNamespace('tasks', tasks);

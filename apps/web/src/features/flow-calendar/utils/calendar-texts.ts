import { calendar } from '../../../i18n/catalogs/en/calendar';
import { pageNamespace } from '../../../i18n/page-catalog';

/** The day and week views' and the schedule pages' words, added with their chunks. */
export const CALENDAR = pageNamespace('calendar', calendar);

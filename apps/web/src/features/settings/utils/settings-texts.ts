import { settings } from '../../../i18n/catalogs/en/settings';
import { pageNamespace } from '../../../i18n/page-catalog';

/** The settings namespace: its English comes with the page's chunk, not in every route's first load. */
export const SETTINGS = pageNamespace('settings', settings);

import { planning } from '../../../i18n/catalogs/en/planning';
import { pageNamespace } from '../../../i18n/page-catalog';

/** The planning namespace: its English comes with the page's chunk, not in every route's first load. */
export const PLANNING = pageNamespace('planning', planning);

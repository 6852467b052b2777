import { insights } from '../../../i18n/catalogs/en/insights';
import { pageNamespace } from '../../../i18n/page-catalog';

/** The insights namespace: its English comes with the page's chunk, not in every route's first load. */
export const INSIGHTS = pageNamespace('insights', insights);

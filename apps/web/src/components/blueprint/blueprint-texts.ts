import { blueprint } from '../../i18n/catalogs/en/blueprint';
import { pageNamespace } from '../../i18n/page-catalog';

/** The blueprint's words, added with the pages that show it (onboarding, Energy Profile). */
export const BLUEPRINT = pageNamespace('blueprint', blueprint);

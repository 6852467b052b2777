import { install } from '../../../i18n/catalogs/en/install';
import { pageNamespace } from '../../../i18n/page-catalog';

/** The install page's words, added with its chunk. */
export const INSTALL = pageNamespace('install', install);

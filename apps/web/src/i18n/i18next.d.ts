import 'i18next';
import type { en } from './catalogs/en';
import type { EnglishPages } from './catalogs/en/pages';

// Message ids are checked against the English catalogs: t('settings:title') compiles, a typo does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // The first load's namespaces and those the pages add with their chunks (./page-catalog.ts).
    resources: typeof en & EnglishPages;
    keySeparator: false;
    nsSeparator: ':';
    returnNull: false;
  }
}

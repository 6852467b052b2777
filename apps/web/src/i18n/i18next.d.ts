import 'i18next';
import type { en } from './catalogs/en';

// Message ids are checked against the English catalogs: t('settings:title') compiles, a typo does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
    keySeparator: false;
    nsSeparator: ':';
    returnNull: false;
  }
}

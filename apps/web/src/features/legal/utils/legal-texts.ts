import { legal } from '../../../i18n/catalogs/en/legal';
import { pageNamespace } from '../../../i18n/page-catalog';

/** The legal pages' words, added with their chunks (prerendered in English, hydrated in the person's language). */
export const LEGAL = pageNamespace('legal', legal);

export type LegalId = keyof typeof legal;

import { coflowDialogs } from '../../../i18n/catalogs/en/coflow-dialogs';
import { pageNamespace } from '../../../i18n/page-catalog';

/** The dialogs' and the shared peak band's words (spec sections 4 and 5), added with the dialogs' chunks. */
export const COFLOW_DIALOGS = pageNamespace('coflowDialogs', coflowDialogs);

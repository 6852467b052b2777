import { i18n } from '../../../i18n';
import { coflow } from '../../../i18n/catalogs/en/coflow';
import { pageNamespace } from '../../../i18n/page-catalog';

/** The Co-Flow screen's words (spec sections 2, 5 and 8), added with its chunk. */
export const COFLOW = pageNamespace('coflow', coflow);

/** A Co-Flow text outside a component (toasts, checks), in the language on screen. */
export const coFlowText = (id: keyof typeof coflow, values?: Record<string, unknown>): string => String(i18n.t(`coflow:${id}`, values as never));

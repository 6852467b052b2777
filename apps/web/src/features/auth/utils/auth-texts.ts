import { i18n } from '../../../i18n';
import { auth } from '../../../i18n/catalogs/en/auth';
import { pageNamespace } from '../../../i18n/page-catalog';

/** The sign-in, sign-up and password pages' words (spec section 5), added with their chunks. */
export const AUTH = pageNamespace('auth', auth);

/** An auth text outside a component (checks, toasts), in the language on screen. */
export const authText = (id: keyof typeof auth, values?: Record<string, unknown>): string => String(i18n.t(`auth:${id}`, values as never));

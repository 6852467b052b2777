import { i18n } from '../../../i18n';
import { integrations } from '../../../i18n/catalogs/en/integrations';
import { pageNamespace } from '../../../i18n/page-catalog';

/** The calendar card's and the connect callback's words (Settings → Integrations), added with their chunks. */
export const INTEGRATIONS = pageNamespace('integrations', integrations);

/** An integrations text outside a component (a line worked out in a helper), in the language on screen. */
export const integrationsText = (id: keyof typeof integrations, values?: Record<string, unknown>): string =>
  String(i18n.t(`integrations:${id}`, values as never));

import { i18n } from '../../../i18n';
import { energyProfile } from '../../../i18n/catalogs/en/energy-profile';
import { pageNamespace } from '../../../i18n/page-catalog';

/** The Energy Profile page's words, added with its chunk. */
export const ENERGY_PROFILE = pageNamespace('energyProfile', energyProfile);

/** An Energy Profile text outside a component (the fields are worked out in a helper), in the language on screen. */
export const energyText = (id: keyof typeof energyProfile, values?: Record<string, unknown>): string => String(i18n.t(`energyProfile:${id}`, values as never));

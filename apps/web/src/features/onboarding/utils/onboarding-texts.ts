import { i18n } from '../../../i18n';
import { onboarding } from '../../../i18n/catalogs/en/onboarding';
import { pageNamespace } from '../../../i18n/page-catalog';

/** Onboarding's words (spec section 5), added with its chunk. */
export const ONBOARDING = pageNamespace('onboarding', onboarding);

/** An onboarding text outside a component (checks, toasts), in the language on screen. */
export const onboardingText = (id: keyof typeof onboarding, values?: Record<string, unknown>): string => String(i18n.t(`onboarding:${id}`, values as never));

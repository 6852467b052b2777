import { PSEUDO_LANGUAGE } from '../lib/app-language';
import type { routes } from './catalogs/en/routes';
import { pseudoText } from './pseudo-text';
import { i18n } from '.';

/** A route's title in English, which is also its id in the other languages' `routes` catalogs. */
export type RouteTitle = keyof typeof routes;

/**
 * A route's title in the language on screen. English is the router's own words (no catalog of them in
 * the first load); Hindi comes with the Hindi chunk; the pseudo-locale accents the English.
 */
export function routeTitle(english: RouteTitle): string {
  if (i18n.language === PSEUDO_LANGUAGE) return pseudoText(english);
  return i18n.getFixedT(null, 'routes')(english);
}

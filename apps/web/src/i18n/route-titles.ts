import { routes } from './catalogs/en/routes';
import { i18n } from '.';

// The titles' English (a few words, in every first load as before); their Hindi comes with the Hindi chunk.
i18n.addResourceBundle('en', 'routes', routes);

/** Each route's title (the document's, and the words of pages that say where they go), by id. */
export const ROUTE_TITLES = routes;
export type RouteTitle = keyof typeof routes;

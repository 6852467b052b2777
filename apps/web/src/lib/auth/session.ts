import { configureApiAuth } from '../api-client';
import { SessionStore } from './session-store';

/** The tab's one session; the API client reads its token and asks it to refresh after a 401. */
export const session = new SessionStore();
configureApiAuth({ getAccessToken: session.getAccessToken, refreshAfterUnauthorized: session.refreshAfterUnauthorized });

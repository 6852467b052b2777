/** Spec 8 (Calendar callback) texts. */
export const CONNECTING_CALENDAR = 'Connecting your calendar...';
export const AUTHORIZATION_FAILED = 'Authorization Failed';
export const AUTHORIZATION_FAILED_DEFAULT = 'Failed to connect Google Calendar';
export const CONNECTION_FAILED = 'Connection Failed';
export const CONNECTION_FAILED_TEXT = 'Failed to connect your calendar. Please try again.';

/** Spec section 8, Calendar. */
export const CalendarToasts = {
  disconnected: 'Calendar Disconnected',
  reconnect: 'Please reconnect your Google Calendar',
  fetchFailed: 'Failed to fetch calendar events',
} as const;

/** Spec section 8, Calendar connection (Settings → Integrations). */
export const CalendarConnectToasts = {
  connectionError: 'Connection Error',
  initiateFailed: 'Failed to initiate calendar connection',
  disconnectFailed: 'Failed to disconnect calendar',
  googleDisconnected: 'Your Google Calendar has been disconnected',
} as const;

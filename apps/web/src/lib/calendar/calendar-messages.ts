/** Spec section 8, Calendar. */
export const CalendarToasts = {
  disconnected: 'Calendar Disconnected',
  reconnect: 'Please reconnect your Google Calendar',
  fetchFailed: 'Failed to fetch calendar events',
} as const;

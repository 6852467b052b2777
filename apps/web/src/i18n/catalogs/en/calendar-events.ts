/** The calendar's events read on the day's views (features/calendar/api/get-external-events.ts): its toasts. */
export const calendarEvents = {
  reconnect: 'Please reconnect your Google Calendar',
  disconnected: 'Calendar Disconnected',
  fetchFailed: 'Failed to fetch calendar events',
} as const;

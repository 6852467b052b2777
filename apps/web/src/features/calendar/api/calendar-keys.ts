/** Query keys of the external calendar: the connection and the events read from it. */
export const calendarKeys = {
  all: ['calendar'] as const,
  connection: () => [...calendarKeys.all, 'connection'] as const,
  events: () => [...calendarKeys.all, 'events'] as const,
  eventsIn: (timeMin: string, timeMax: string) => [...calendarKeys.events(), timeMin, timeMax] as const,
};

import type { QueryClient } from '@tanstack/react-query';
import { calendarKeys } from '../../calendar/api/calendar-keys';
import { dailyFlowKeys } from '../../daily-flow/api/daily-flow-keys';
import { eventKeys } from './event-keys';

/** After an event or override changes: the events, overrides, scores, the days built on them and the calendar copy. */
export function invalidateEventData(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    queryClient.invalidateQueries({ queryKey: dailyFlowKeys.all }),
    queryClient.invalidateQueries({ queryKey: calendarKeys.events() }),
  ]).then(() => undefined);
}

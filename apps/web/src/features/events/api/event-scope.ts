import type { EventScope, EventScopeQuery, ScheduledEvent } from '@flow/contracts';

/** The choice a change to a repeating event asks for, in the words the person sees. */
export const SCOPE_LABELS: Record<EventScope, string> = { this: 'This event', following: 'This and following', all: 'All events' };
export const SCOPES: EventScope[] = ['this', 'following', 'all'];

/** `?scope=&occurrence=` for a listed occurrence: its start in the rule names it. */
export const scopeQuery = (event: Pick<ScheduledEvent, 'originalStartTime' | 'start_time'>, scope: EventScope): EventScopeQuery => ({
  scope,
  occurrence: event.originalStartTime ?? event.start_time,
});

import type { EventScope, EventScopeQuery, ScheduledEvent } from '@flow/contracts';
import { text } from './event-messages';

/** The choice a change to a repeating event asks for, in the words the person sees. */
export const SCOPE_LABELS: Record<EventScope, string> = {
  get this() {
    return text('scope', { scope: 'this' });
  },
  get following() {
    return text('scope', { scope: 'following' });
  },
  get all() {
    return text('scope', { scope: 'all' });
  },
};
export const SCOPES: EventScope[] = ['this', 'following', 'all'];

/** `?scope=&occurrence=` for a listed occurrence: its start in the rule names it. */
export const scopeQuery = (event: Pick<ScheduledEvent, 'originalStartTime' | 'start_time'>, scope: EventScope): EventScopeQuery => ({
  scope,
  occurrence: event.originalStartTime ?? event.start_time,
});

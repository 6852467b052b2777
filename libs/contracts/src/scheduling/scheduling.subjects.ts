import { z } from 'zod';
import { IsoInstant, Uuid } from '../common/primitives';
import { BusyInterval, OverrideChangedEvent, ScheduledEvent, ScheduledEventChangedEvent } from './scheduling.contract';

/**
 * Request-reply subjects of scheduling used by other services. The scheduling service adds the
 * subjects its own HTTP routes need beside these.
 */
export const schedulingRpc = {
  /** A user's own events overlapping [from, to), ordered by start_time (daily-flow merges them). */
  'flow.scheduling.events.range': {
    request: z.object({ userId: Uuid, from: IsoInstant, to: IsoInstant }),
    response: z.object({ events: z.array(ScheduledEvent) }),
  },
  /** Free/busy of several users in [from, to): intervals only, never titles (co-flow). */
  'flow.scheduling.busy': {
    request: z.object({ userIds: z.array(Uuid).min(1).max(50), from: IsoInstant, to: IsoInstant }),
    response: z.object({ busy: z.array(BusyInterval) }),
  },
} as const;

export const schedulingEvents = {
  'flow.evt.scheduling.event-created': ScheduledEventChangedEvent,
  'flow.evt.scheduling.event-updated': ScheduledEventChangedEvent,
  'flow.evt.scheduling.event-deleted': ScheduledEventChangedEvent,
  'flow.evt.scheduling.override-changed': OverrideChangedEvent,
} as const;

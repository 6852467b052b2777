import { z } from 'zod';
import { IsoInstant, Uuid } from '../common/primitives';
import { CalendarChangedEvent, ExternalEventsResult, MirrorEvent, MirrorResult } from './calendar.contract';

/**
 * Request-reply subjects of calendar-sync used by other services (daily-flow, scheduling, co-flow).
 * The calendar-sync service adds the subjects its own HTTP routes need beside these.
 */
export const calendarRpc = {
  /** External events of a user in [timeMin, timeMax); an unconnected user gets connected: false. */
  'flow.calendar.events.list': {
    request: z.object({ userId: Uuid, timeMin: IsoInstant, timeMax: IsoInstant }),
    response: ExternalEventsResult,
  },
  'flow.calendar.mirror.create': { request: z.object({ userId: Uuid, event: MirrorEvent }), response: MirrorResult },
  'flow.calendar.mirror.update': {
    request: z.object({ userId: Uuid, externalEventId: z.string().nullable(), event: MirrorEvent }),
    response: MirrorResult,
  },
  'flow.calendar.mirror.delete': {
    request: z.object({ userId: Uuid, externalEventId: z.string().nullable(), eventId: Uuid }),
    response: MirrorResult,
  },
} as const;

export const calendarEvents = {
  'flow.evt.calendar.calendar-connected': CalendarChangedEvent,
  'flow.evt.calendar.calendar-disconnected': CalendarChangedEvent,
  'flow.evt.calendar.calendar-synced': CalendarChangedEvent,
} as const;

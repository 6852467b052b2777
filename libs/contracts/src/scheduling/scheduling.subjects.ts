import { z } from 'zod';
import { LanguageSchema } from '../common/language';
import { AccountDataPart, AccountExportRequest } from '../account/account.contract';
import { IsoDate, IsoInstant, Uuid } from '../common/primitives';
import { AlignmentResult } from '../daily-flow/daily-flow.contract';
import {
  AlignmentCheckBody,
  AlignmentOverride,
  BusyInterval,
  CreateEventRequest,
  CreateEventResponse,
  DayFlowScore,
  DeleteEventResponse,
  EventScopeQuery,
  EventsList,
  MirrorChangedEvent,
  OverrideChangedEvent,
  OverridesList,
  ParseEventBody,
  ParseEventResponse,
  ScheduledEvent,
  ScheduledEventChangedEvent,
  SuggestTimesBody,
  SuggestTimesResponse,
  UpdateEventRequest,
  UpdateEventResponse,
} from './scheduling.contract';
import { EventFitBody, EventFitResponse, RememberedEventType, RememberEventTypeBody } from './event-fit.contract';

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
  // The gateway's scheduling routes (userId is the signed-in user, never taken from the body).
  'flow.scheduling.events.list': {
    request: z.object({ userId: Uuid, from: IsoInstant.optional(), to: IsoInstant.optional() }),
    response: EventsList,
  },
  'flow.scheduling.events.get': { request: z.object({ userId: Uuid, id: Uuid }), response: ScheduledEvent },
  'flow.scheduling.events.create': { request: z.object({ userId: Uuid, event: CreateEventRequest }), response: CreateEventResponse },
  'flow.scheduling.events.update': {
    request: z.object({ userId: Uuid, id: Uuid, changes: UpdateEventRequest }).extend(EventScopeQuery.shape),
    response: UpdateEventResponse,
  },
  'flow.scheduling.events.delete': { request: z.object({ userId: Uuid, id: Uuid }).extend(EventScopeQuery.shape), response: DeleteEventResponse },
  /** Copy the event to the external calendar again (after `failed`): answers with the event, now `pending`. */
  'flow.scheduling.events.retry-mirror': { request: z.object({ userId: Uuid, id: Uuid }), response: ScheduledEvent },
  'flow.scheduling.events.parse': { request: ParseEventBody.extend({ userId: Uuid }), response: ParseEventResponse },
  'flow.scheduling.suggest-times': { request: SuggestTimesBody.extend({ userId: Uuid, language: LanguageSchema.optional() }), response: SuggestTimesResponse },
  'flow.scheduling.events.fit': { request: EventFitBody.extend({ userId: Uuid, language: LanguageSchema.optional() }), response: EventFitResponse },
  'flow.scheduling.event-types.remember': { request: RememberEventTypeBody.extend({ userId: Uuid }), response: RememberedEventType },
  'flow.scheduling.alignment.check': { request: AlignmentCheckBody.extend({ language: LanguageSchema.optional() }), response: AlignmentResult },
  'flow.scheduling.flow-score': {
    request: z.object({ userId: Uuid, date: IsoDate.optional(), timeZone: z.string().max(64).optional(), language: LanguageSchema.optional() }),
    response: DayFlowScore,
  },
  'flow.scheduling.overrides.list': { request: z.object({ userId: Uuid }), response: OverridesList },
  'flow.scheduling.overrides.set': { request: z.object({ userId: Uuid, eventId: Uuid, isAligned: z.boolean() }), response: AlignmentOverride },
  'flow.scheduling.overrides.clear': { request: z.object({ userId: Uuid, eventId: Uuid }), response: z.object({ ok: z.literal(true) }) },
  'flow.scheduling.account.export': { request: AccountExportRequest, response: AccountDataPart },
} as const;

export const schedulingEvents = {
  'flow.evt.scheduling.event-created': ScheduledEventChangedEvent,
  'flow.evt.scheduling.event-updated': ScheduledEventChangedEvent,
  'flow.evt.scheduling.event-deleted': ScheduledEventChangedEvent,
  'flow.evt.scheduling.override-changed': OverrideChangedEvent,
  'flow.evt.scheduling.mirror-changed': MirrorChangedEvent,
  /**
   * calendar-sync's work, on subjects of their own (`flow.evt.scheduling.mirror.>`, one ordered consumer):
   * the many changes with nothing to copy (people without a calendar) never reach it. Copy: the event's
   * current state goes to the external calendar (a create, an edit or a retry asked for it).
   */
  'flow.evt.scheduling.mirror.copy-requested': ScheduledEventChangedEvent,
  /** Remove: the event is gone and a copy of it may exist (it was pending, synced or failed). */
  'flow.evt.scheduling.mirror.removal-requested': ScheduledEventChangedEvent,
} as const;

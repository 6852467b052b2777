import { z } from 'zod';
import type { HttpRoute } from '../common/route';
import { AlignmentResult } from '../daily-flow/daily-flow.contract';
import {
  AlignmentCheckBody,
  AlignmentOverride,
  CreateEventRequest,
  CreateEventResponse,
  DayFlowScore,
  DeleteEventResponse,
  EventScopeQuery,
  EventsList,
  FlowScoreQuery,
  ListEventsQuery,
  OverridesList,
  ParseEventBody,
  ParseEventResponse,
  ScheduledEvent,
  SetOverrideBody,
  SuggestTimesBody,
  SuggestTimesResponse,
  UpdateEventRequest,
  UpdateEventResponse,
} from './scheduling.contract';
import { EventFitBody, EventFitResponse, RememberedEventType, RememberEventTypeBody } from './event-fit.contract';

/** The gateway's scheduling routes: events, quick add, suggestions, alignment, overrides, flow score. The browser may send X-Time-Zone. */
export const schedulingRoutes = {
  listEvents: { method: 'GET', path: '/api/events', query: ListEventsQuery, response: EventsList },
  createEvent: { method: 'POST', path: '/api/events', body: CreateEventRequest, response: CreateEventResponse },
  parseEvent: { method: 'POST', path: '/api/events/parse', body: ParseEventBody, response: ParseEventResponse },
  suggestTimes: { method: 'POST', path: '/api/events/suggest-times', body: SuggestTimesBody, response: SuggestTimesResponse },
  eventFit: { method: 'POST', path: '/api/events/fit', body: EventFitBody, response: EventFitResponse },
  rememberEventType: { method: 'PUT', path: '/api/event-types', body: RememberEventTypeBody, response: RememberedEventType },
  getEvent: { method: 'GET', path: '/api/events/:id', response: ScheduledEvent },
  updateEvent: { method: 'PATCH', path: '/api/events/:id', query: EventScopeQuery, body: UpdateEventRequest, response: UpdateEventResponse },
  deleteEvent: { method: 'DELETE', path: '/api/events/:id', query: EventScopeQuery, response: DeleteEventResponse },
  retryEventMirror: { method: 'POST', path: '/api/events/:id/mirror/retry', response: ScheduledEvent },
  checkAlignment: { method: 'POST', path: '/api/alignment/check', body: AlignmentCheckBody, response: AlignmentResult },
  flowScore: { method: 'GET', path: '/api/flow-score', query: FlowScoreQuery, response: DayFlowScore },
  listOverrides: { method: 'GET', path: '/api/alignment/overrides', response: OverridesList },
  setOverride: { method: 'PUT', path: '/api/alignment/overrides/:eventId', body: SetOverrideBody, response: AlignmentOverride },
  clearOverride: { method: 'DELETE', path: '/api/alignment/overrides/:eventId', response: z.object({ ok: z.literal(true) }) },
} as const satisfies Record<string, HttpRoute>;

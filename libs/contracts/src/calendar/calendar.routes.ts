import { z } from 'zod';
import type { HttpRoute } from '../common/route';
import {
  CaldavConnectRequest,
  CalendarAuthUrlRequest,
  CalendarAuthUrlResponse,
  CalendarConnectionStatus,
  CalendarFeed,
  CalendarFeedStatus,
  CalendarOAuthRequest,
  DisconnectQuery,
  ExternalEventsQuery,
  ExternalEventsResult,
  UpdateConnectionRequest,
  UpdatePeakProtectionRequest,
  PlanMirrorSetting,
  UpdatePlanMirrorRequest,
} from './calendar.contract';

/** The gateway's calendar routes (Settings → Integrations, the day view, the subscribable feed). */
export const calendarRoutes = {
  calendarAuthUrl: { method: 'POST', path: '/api/calendar/auth-url', body: CalendarAuthUrlRequest, response: CalendarAuthUrlResponse },
  calendarOAuth: { method: 'POST', path: '/api/calendar/oauth', body: CalendarOAuthRequest, response: CalendarConnectionStatus },
  calendarCaldav: { method: 'POST', path: '/api/calendar/caldav', body: CaldavConnectRequest, response: CalendarConnectionStatus },
  calendarEvents: { method: 'GET', path: '/api/calendar/events', query: ExternalEventsQuery, response: ExternalEventsResult },
  calendarConnection: { method: 'GET', path: '/api/calendar/connection', response: CalendarConnectionStatus },
  calendarUpdateConnection: { method: 'PATCH', path: '/api/calendar/connection', body: UpdateConnectionRequest, response: CalendarConnectionStatus },
  /** "Protect my peak" of one connection; answers the connections with their new setting (blocks follow in the background). */
  calendarPeakProtection: { method: 'PUT', path: '/api/calendar/peak-protection', body: UpdatePeakProtectionRequest, response: CalendarConnectionStatus },
  /** Defence on calendars: mirror the plan as busy blocks in this connection's calendar (blocks follow in the background). */
  calendarPlanMirror: { method: 'PUT', path: '/api/calendar/plan-mirror', body: UpdatePlanMirrorRequest, response: PlanMirrorSetting },
  calendarDisconnect: { method: 'DELETE', path: '/api/calendar/connection', query: DisconnectQuery, response: CalendarConnectionStatus },
  calendarFeed: { method: 'GET', path: '/api/calendar/feed', response: CalendarFeedStatus },
  calendarFeedRotate: { method: 'POST', path: '/api/calendar/feed', response: CalendarFeed },
  calendarFeedDelete: { method: 'DELETE', path: '/api/calendar/feed', response: z.object({ ok: z.literal(true) }) },
  /** `:file` is `<secret>.ics`; text/calendar (RFC 5545). */
  calendarFeedIcs: { method: 'GET', path: '/api/calendar/feed/:file', public: true, response: z.string() },
  /** Google's push notifications (events.watch channels): verified by channel id and token; 204, or 404 for anything else. */
  calendarGoogleNotifications: { method: 'POST', path: '/api/calendar/google/notifications', public: true, response: z.null() },
  /** Microsoft Graph's change and lifecycle notifications: `?validationToken=` is echoed as text/plain; a notification is checked by subscription and clientState (202, or 403). */
  calendarOutlookNotifications: { method: 'POST', path: '/api/calendar/outlook/notifications', public: true, response: z.null() },
} as const satisfies Record<string, HttpRoute>;

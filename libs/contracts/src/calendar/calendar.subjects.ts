import { z } from 'zod';
import { AccountDataPart, AccountExportRequest } from '../account/account.contract';
import { IsoInstant, Uuid } from '../common/primitives';
import {
  CaldavConnectRequest,
  CalendarAuthUrlResponse,
  CalendarChangedEvent,
  CalendarConnectionStatus,
  CalendarOAuthRequest,
  BusySnapshot,
  CalendarProvider,
  EventMirroredEvent,
  GoogleChannelNotification,
  OutlookNotification,
  ExternalEventsResult,
  FeedSecret,
  MirrorEvent,
  MirrorResult,
  UpdateConnectionRequest,
  UpdatePeakProtectionRequest,
  PlanMirrorSetting,
  UpdatePlanMirrorRequest,
} from './calendar.contract';

const User = z.object({ userId: Uuid });
const Ok = z.object({ ok: z.literal(true) });
/** The gateway has chosen the redirect URI (the body's, or the web app's callback page). */
const AuthUrl = User.extend({ redirectUri: z.string().min(1).max(2048) });
const OAuthCode = User.extend(CalendarOAuthRequest.omit({ provider: true }).shape);

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
  /** The kept copy of a user's external events, for scheduling's busy-time read model. */
  'flow.calendar.busy.snapshot': { request: User, response: BusySnapshot },
  /**
   * Copy one FLOW event now and answer with the outcome. FLOW's own writes do not wait for this: they
   * reach calendar-sync as events (its mirror consumer); these subjects are for operators and tests.
   */
  'flow.calendar.mirror.create': { request: z.object({ userId: Uuid, event: MirrorEvent }), response: MirrorResult },
  'flow.calendar.mirror.update': {
    request: z.object({ userId: Uuid, externalEventId: z.string().nullable(), event: MirrorEvent }),
    response: MirrorResult,
  },
  'flow.calendar.mirror.delete': {
    request: z.object({ userId: Uuid, externalEventId: z.string().nullable(), eventId: Uuid }),
    response: MirrorResult,
  },

  // The subjects behind the gateway's /api/calendar routes.
  'flow.calendar.google.auth-url': { request: AuthUrl, response: CalendarAuthUrlResponse },
  'flow.calendar.google.connect': { request: OAuthCode, response: CalendarConnectionStatus },
  'flow.calendar.outlook.auth-url': { request: AuthUrl, response: CalendarAuthUrlResponse },
  'flow.calendar.outlook.connect': { request: OAuthCode, response: CalendarConnectionStatus },
  'flow.calendar.caldav.connect': { request: User.extend(CaldavConnectRequest.shape), response: CalendarConnectionStatus },
  'flow.calendar.connection.get': { request: User, response: CalendarConnectionStatus },
  'flow.calendar.connection.update': { request: User.extend(UpdateConnectionRequest.shape), response: CalendarConnectionStatus },
  'flow.calendar.plan-mirror.update': { request: User.extend(UpdatePlanMirrorRequest.shape), response: PlanMirrorSetting },
  'flow.calendar.peak-protection.update': { request: User.extend(UpdatePeakProtectionRequest.shape), response: CalendarConnectionStatus },
  /** Without a provider every connection of the user goes, with its cached events. */
  'flow.calendar.connection.delete': { request: User.extend({ provider: CalendarProvider.optional() }), response: CalendarConnectionStatus },
  /** The browser's read: syncs first when the copy is older than 30 s (or `refresh`), then answers. */
  'flow.calendar.events.fetch': {
    request: User.extend({ timeMin: IsoInstant, timeMax: IsoInstant, refresh: z.boolean().default(false) }),
    response: ExternalEventsResult,
  },
  'flow.calendar.feed.get': { request: User, response: z.object({ feed: FeedSecret.nullable() }) },
  /** Creates the feed, or replaces its secret so the old address stops working. */
  'flow.calendar.feed.rotate': { request: User, response: FeedSecret },
  'flow.calendar.feed.delete': { request: User, response: Ok },
  /** The public feed: the secret is the only credential. */
  'flow.calendar.feed.render': { request: z.object({ secret: z.string().min(1).max(128) }), response: z.object({ ics: z.string() }) },
  /** A push notification for a watched Google calendar: `accepted` false for an unknown channel or a wrong token. */
  'flow.calendar.google.notification': { request: GoogleChannelNotification, response: z.object({ accepted: z.boolean() }) },
  /** Graph's change and lifecycle notifications of one POST: `accepted` false when any names an unknown subscription or a wrong clientState (then none is acted on). */
  'flow.calendar.outlook.notification': {
    request: z.object({ notifications: z.array(OutlookNotification).min(1).max(1000) }),
    response: z.object({ accepted: z.boolean() }),
  },
  'flow.calendar.account.export': { request: AccountExportRequest, response: AccountDataPart },
} as const;

export const calendarEvents = {
  'flow.evt.calendar.calendar-connected': CalendarChangedEvent,
  'flow.evt.calendar.calendar-disconnected': CalendarChangedEvent,
  'flow.evt.calendar.calendar-synced': CalendarChangedEvent,
  'flow.evt.calendar.event-mirrored': EventMirroredEvent,
} as const;

import { z } from 'zod';
import { AnyIsoInstant, IsoInstant, Uuid } from '../common/primitives';

/** Spec section 3: an event of the user's external calendar (Google, Outlook or CalDAV). */
export const ExternalCalendarEvent = z.object({
  id: z.string(),
  summary: z.string(),
  // An external calendar may hold any year (a birthday series from 1850): shown, never refused.
  startTime: AnyIsoInstant,
  endTime: AnyIsoInstant,
  isAllDay: z.boolean(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  /** Which connection it came from. */
  source: z.enum(['google', 'caldav', 'outlook']),
  /** Set when this is the external copy of a FLOW event (so it is not shown twice). */
  flowEventId: z.string().nullable().optional(),
});
export type ExternalCalendarEvent = z.infer<typeof ExternalCalendarEvent>;

export const ExternalEventsResult = z.object({
  events: z.array(ExternalCalendarEvent),
  /** The grant was revoked or expired: the UI shows 'Calendar Disconnected'. */
  needsAuth: z.boolean(),
  connected: z.boolean(),
});
export type ExternalEventsResult = z.infer<typeof ExternalEventsResult>;

/** What scheduling asks calendar-sync to copy to the user's external calendar. */
export const MirrorEvent = z.object({
  id: Uuid,
  title: z.string(),
  description: z.string().nullable(),
  start_time: IsoInstant,
  end_time: IsoInstant,
  location: z.string().nullable(),
  attendees: z.array(z.object({ email: z.string(), name: z.string().nullable() })),
  /** A repeating event: its RRULE (without 'RRULE:'), the zone its wall clock keeps, and the starts left out (EXDATE). start/end are the first occurrence. */
  recurrence: z.string().nullable().optional(),
  timeZone: z.string().nullable().optional(),
  exdates: z.array(IsoInstant).optional(),
});
export type MirrorEvent = z.infer<typeof MirrorEvent>;

/**
 * The outcome of a mirror call. `mirrored` is false when the user has no calendar connected
 * (not an error); `error` carries the external calendar's failure as text for the UI's toast.
 */
export const MirrorResult = z.object({
  mirrored: z.boolean(),
  externalEventId: z.string().nullable(),
  error: z.string().nullable(),
});
export type MirrorResult = z.infer<typeof MirrorResult>;

export const CalendarChangedEvent = z.object({ userId: Uuid, provider: z.enum(['google', 'caldav', 'outlook']).optional() });

/**
 * The outcome of copying a FLOW event (calendar-sync's mirror consumer). `eventUpdatedAt` is the
 * version of the event that was copied: scheduling applies the outcome only to that version.
 */
export const EventMirroredEvent = z.object({
  userId: Uuid,
  eventId: Uuid,
  eventUpdatedAt: IsoInstant,
  state: z.enum(['none', 'synced', 'failed']),
  externalEventId: z.string().nullable(),
  error: z.string().nullable(),
});

/**
 * A user's external calendars as scheduling keeps them for its overlap checks (its busy-time read
 * model): the kept copy of events in [windowStart, windowEnd), refetched on every calendar event.
 */
export const BusySnapshot = z.object({
  connected: z.boolean(),
  needsAuth: z.boolean(),
  windowStart: IsoInstant.nullable(),
  windowEnd: IsoInstant.nullable(),
  events: z.array(ExternalCalendarEvent),
});
export type BusySnapshot = z.infer<typeof BusySnapshot>;

export const CalendarProvider = z.enum(['google', 'caldav', 'outlook']);
/** The providers connected through OAuth (a consent page and a code), not a password. */
export const OAuthCalendarProvider = z.enum(['google', 'outlook']);
export type OAuthCalendarProvider = z.infer<typeof OAuthCalendarProvider>;
export type CalendarProvider = z.infer<typeof CalendarProvider>;

/** Texts the UI shows (spec section 8) and the service's own clear errors. */
export const CalendarMessages = {
  googleNotConfigured: 'Google Calendar is not configured on this server.',
  outlookNotConfigured: 'Outlook is not configured on this server.',
  outlookCalendarScopeMissing: 'FLOW needs access to your Outlook calendar. Please connect again and allow calendar access.',
  subscriptionUnknown: 'This notification is not for a subscription FLOW made.',
  connectFailed: 'Failed to connect your calendar. Please try again.',
  authorizationFailed: 'Failed to connect Google Calendar',
  invalidState: 'This calendar connection request is invalid or has expired. Please connect again.',
  reconnect: 'Please reconnect your Google Calendar',
  reconnectCaldav: 'Please reconnect your CalDAV calendar',
  reconnectOutlook: 'Please reconnect your Outlook calendar',
  caldavRefused: 'The CalDAV server refused this username or app password.',
  caldavUnreachable: 'Could not reach a CalDAV server at that address.',
  caldavNoCalendars: 'No event calendars were found on that CalDAV account.',
  notConnected: 'No calendar is connected.',
  unknownCalendar: 'That calendar is not part of this connection.',
  badWindow: 'timeMax must be after timeMin, at most 366 days later.',
  feedNotFound: 'This calendar feed does not exist or its address was changed.',
  channelUnknown: 'This notification channel is not known.',
  peakNeedsConnection: 'Reconnect this calendar before protecting your peak.',
} as const;

/** One calendar of a connected account. */
export const CalendarSummary = z.object({
  id: z.string(),
  name: z.string(),
  /** Its events are read (Google's own "selected" choice unless changed in FLOW). */
  selected: z.boolean(),
  writable: z.boolean(),
  primary: z.boolean(),
  color: z.string().nullable(),
  timeZone: z.string().nullable(),
});
export type CalendarSummary = z.infer<typeof CalendarSummary>;

/** Google's auto-decline of invitations that conflict with a Focus Time event (`focusTimeProperties.autoDeclineMode`). */
export const AutoDeclineMode = z.enum(['declineNone', 'declineAllConflictingInvitations', 'declineOnlyNewConflictingInvitations']);
export type AutoDeclineMode = z.infer<typeof AutoDeclineMode>;

export const PEAK_DECLINE_MESSAGE_MAX = 500;
export const DEFAULT_PEAK_PROTECTION_SETTING = {
  autoDeclineMode: 'declineOnlyNewConflictingInvitations',
  declineMessage: 'I am in my focus hours. Please pick another time.',
} as const satisfies { autoDeclineMode: AutoDeclineMode; declineMessage: string };

/**
 * "Protect my peak" on one connected calendar account: FLOW books the person's peak block on each
 * working day of the next two weeks (Google: a Focus Time event in the primary calendar; CalDAV: a
 * busy event with the FLOW category in the calendar FLOW writes to) and yields as the week fills.
 */
export const PeakProtection = z.object({
  enabled: z.boolean(),
  autoDeclineMode: AutoDeclineMode,
  declineMessage: z.string(),
  /** The calendar the blocks are booked in (null: none can take them). */
  calendarId: z.string().nullable(),
  /** FLOW's blocks from today on that it still manages (not edited by the person). */
  upcomingBlocks: z.number().int().min(0),
  plannedAt: IsoInstant.nullable(),
  /** The last planning failed (the reason, as text); FLOW tries again. */
  lastError: z.string().nullable(),
});
export type PeakProtection = z.infer<typeof PeakProtection>;

/** Spec section 3, calendar connection record, as the owner sees it (never any secret). */
export const CalendarConnection = z.object({
  id: Uuid,
  provider: CalendarProvider,
  /** The Google account's e-mail, or the CalDAV username. */
  accountEmail: z.string().nullable(),
  serverUrl: z.string().nullable(),
  /** needs_auth: the grant was revoked or expired; the user must connect again. */
  status: z.enum(['connected', 'needs_auth']),
  calendars: z.array(CalendarSummary),
  /** Where FLOW events are copied to (null: not copied). */
  writeCalendarId: z.string().nullable(),
  connectedAt: IsoInstant,
  lastSyncedAt: IsoInstant.nullable(),
  lastError: z.string().nullable(),
  /** The last sync failed (a rate limit, the server away): FLOW tries again with back-off. */
  retrying: z.boolean(),
  peakProtection: PeakProtection,
  /** Defence on calendars: planned tasks and habits mirrored as busy blocks here (`PUT /api/calendar/plan-mirror`). */
  mirrorPlanToCalendar: z.boolean(),
});
export type CalendarConnection = z.infer<typeof CalendarConnection>;

export const CalendarConnectionStatus = z.object({
  connected: z.boolean(),
  needsAuth: z.boolean(),
  /** The Google account's e-mail (else the first connection's account). */
  email: z.string().nullable(),
  connections: z.array(CalendarConnection),
});
export type CalendarConnectionStatus = z.infer<typeof CalendarConnectionStatus>;

const RedirectUri = z.url({ protocol: /^https?$/, message: 'redirectUri must be an http(s) URL' }).max(2048);

/** Without a redirectUri the gateway uses the web app's callback page of that provider. */
export const CalendarAuthUrlRequest = z.strictObject({ provider: OAuthCalendarProvider.default('google'), redirectUri: RedirectUri.optional() });
export const CalendarAuthUrlResponse = z.object({ authUrl: z.string() });
export const CalendarOAuthRequest = z.strictObject({
  provider: OAuthCalendarProvider.default('google'),
  code: z.string().min(1).max(2048),
  redirectUri: RedirectUri,
  state: z.string().min(1).max(512),
});
export const CaldavConnectRequest = z.strictObject({
  serverUrl: z.url({ protocol: /^https?$/, message: 'Enter the CalDAV server address (https://…)' }).max(2048),
  username: z.string().trim().min(1, 'Enter the username').max(320),
  password: z.string().min(1, 'Enter the app password').max(1024),
  /** Calendar to copy FLOW events to; default the first writable one. */
  writeCalendarId: z.string().max(2048).optional(),
});
export const UpdateConnectionRequest = z.strictObject({
  provider: CalendarProvider,
  writeCalendarId: z.string().max(2048).nullable().optional(),
  /** The calendars whose events are read; the others are ignored. */
  selectedCalendarIds: z.array(z.string().max(2048)).max(200).optional(),
});
export const DisconnectQuery = z.strictObject({ provider: CalendarProvider.optional() });
/** PUT /api/calendar/peak-protection: on or off for one connection; mode and message keep their value when left out. */
export const UpdatePeakProtectionRequest = z.strictObject({
  provider: CalendarProvider,
  enabled: z.boolean(),
  autoDeclineMode: AutoDeclineMode.optional(),
  declineMessage: z.string().trim().max(PEAK_DECLINE_MESSAGE_MAX, `The decline message can be at most ${PEAK_DECLINE_MESSAGE_MAX} characters.`).optional(),
});

/** PUT /api/calendar/plan-mirror: planned tasks and habits mirrored as busy blocks in one connected calendar (off by default). */
export const UpdatePlanMirrorRequest = z.strictObject({
  provider: CalendarProvider,
  mirrorPlanToCalendar: z.boolean(),
});
export const PlanMirrorSetting = z.object({ provider: CalendarProvider, mirrorPlanToCalendar: z.boolean() });
export type PlanMirrorSetting = z.infer<typeof PlanMirrorSetting>;

const QueryFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const ExternalEventsQuery = z.strictObject({
  timeMin: IsoInstant.optional(),
  timeMax: IsoInstant.optional(),
  /** Kept for the spec's call shape: every selected calendar is always read. */
  includeAllCalendars: QueryFlag.optional(),
  /** Read the external calendars now instead of serving a copy up to 30 s old. */
  refresh: QueryFlag.optional(),
});

/** The user's private iCalendar feed of FLOW events and rhythm blocks. */
export const CalendarFeed = z.object({
  /** https URL to paste into a calendar app. */
  url: z.string(),
  /** The same as webcal://, which calendar apps open as a subscription. */
  webcalUrl: z.string(),
  createdAt: IsoInstant,
});
export type CalendarFeed = z.infer<typeof CalendarFeed>;
export const CalendarFeedStatus = z.object({ feed: CalendarFeed.nullable() });
/** What calendar-sync returns; the gateway turns the path into URLs on its origin. */
export const FeedSecret = z.object({ path: z.string(), createdAt: IsoInstant });

/**
 * A Google Calendar push notification as Google sends it (X-Goog-* headers, no body):
 * https://developers.google.com/calendar/api/guides/push. The channel id and token FLOW chose when
 * it opened the channel are what make it genuine.
 */
export const GoogleChannelNotification = z.object({
  channelId: z.string().min(1).max(200),
  token: z.string().max(256).default(''),
  resourceId: z.string().max(200).default(''),
  /** `sync` when the channel opens, `exists` on a change, `not_exists` when the resource went. */
  resourceState: z.string().max(40),
  messageNumber: z.string().max(40).default(''),
});
export type GoogleChannelNotification = z.infer<typeof GoogleChannelNotification>;

/**
 * One Microsoft Graph change or lifecycle notification (https://learn.microsoft.com/graph/change-notifications-delivery-webhooks):
 * the subscription FLOW made and the clientState secret it gave Graph make it genuine.
 */
export const OutlookNotification = z.object({
  subscriptionId: z.string().min(1).max(200),
  clientState: z.string().max(256).nullable().optional(),
  changeType: z.string().max(40).optional(),
  /** reauthorizationRequired, subscriptionRemoved or missed. */
  lifecycleEvent: z.string().max(60).optional(),
});
export type OutlookNotification = z.infer<typeof OutlookNotification>;
export const OutlookNotificationBatch = z.object({ value: z.array(OutlookNotification.passthrough()).min(1).max(1000) });

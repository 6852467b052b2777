import type { QueryKey } from '@tanstack/react-query';
import { REALTIME_REFETCH_DELAY_MS } from '../../config/constants';
import { calendarKeys } from '../../features/calendar/api/calendar-keys';
import { checkinKeys } from '../../features/checkins/api/checkin-keys';
import { coFlowKeys } from '../../features/co-flow/api/co-flow-keys';
import { dailyFlowKeys } from '../../features/daily-flow/api/daily-flow-keys';
import { eventKeys } from '../../features/events/api/event-keys';
import { profileKeys } from '../../features/profile/api/profile-keys';
import { announceProfileUpdated } from '../../features/profile/api/update-profile';

export interface InvalidationRule {
  /** Query keys (prefixes) to invalidate. */
  keys: QueryKey[];
  /** Something else to do, after `delayMs` (default at once). */
  effect?: () => void;
  delayMs?: number;
}

/**
 * What each server event means for this browser's cache: one line per event type. Features add
 * their events here (scheduling, calendar, co-flow) with the keys of their own key factories.
 */
export const invalidationRules: Record<string, InvalidationRule[]> = {
  // Spec 4: a realtime update of the user's own profile refetches the day after 2 s.
  'flow.evt.profile.profile-updated': [{ keys: [profileKeys.all] }, { keys: [], effect: announceProfileUpdated, delayMs: REALTIME_REFETCH_DELAY_MS }],
  'flow.evt.identity.user-updated': [{ keys: [['auth', 'user']] }],
  // A confirmed address shows the invitations that waited for it.
  'flow.evt.identity.email-confirmed': [{ keys: [['auth', 'user'], coFlowKeys.all] }],
  // Events and overrides changed (in this tab, another tab or another device): lists, scores and days.
  'flow.evt.scheduling.event-created': [{ keys: [eventKeys.all, dailyFlowKeys.all, calendarKeys.events()] }],
  'flow.evt.scheduling.event-updated': [{ keys: [eventKeys.all, dailyFlowKeys.all, calendarKeys.events()] }],
  'flow.evt.scheduling.event-deleted': [{ keys: [eventKeys.all, dailyFlowKeys.all, calendarKeys.events()] }],
  'flow.evt.scheduling.override-changed': [{ keys: [eventKeys.all, dailyFlowKeys.all] }],
  // calendar-sync copied an event (or failed to): its mirror state in the lists.
  'flow.evt.scheduling.mirror-changed': [{ keys: [eventKeys.all] }],
  // The plan moved (a task, habit, event, check-in or place changed): tasks, habits and planned items
  // (taskKeys.all of features/tasks, spelled out so the first load does not carry that module).
  'flow.evt.scheduling.plan-changed': [{ keys: [['tasks']] }],
  'flow.evt.daily-flow.flow-invalidated': [{ keys: [dailyFlowKeys.all, eventKeys.all] }],
  // A check-in or a learning setting changed: Insights now, the day once daily-flow dropped it (flow-invalidated).
  'flow.evt.daily-flow.checkin-changed': [{ keys: [checkinKeys.all] }],
  'flow.evt.calendar.calendar-connected': [{ keys: [calendarKeys.all, dailyFlowKeys.all, eventKeys.all] }],
  'flow.evt.calendar.calendar-disconnected': [{ keys: [calendarKeys.all, dailyFlowKeys.all, eventKeys.all] }],
  'flow.evt.calendar.calendar-synced': [{ keys: [calendarKeys.events(), dailyFlowKeys.all, eventKeys.all] }],
  // Co-Flow: invitations, answers and removals show on both people's screens without a reload.
  'flow.evt.coflow.invite-created': [{ keys: [coFlowKeys.all] }],
  'flow.evt.coflow.invite-accepted': [{ keys: [coFlowKeys.all] }],
  'flow.evt.coflow.invite-declined': [{ keys: [coFlowKeys.all] }],
  'flow.evt.coflow.connection-created': [{ keys: [coFlowKeys.all] }],
  'flow.evt.coflow.connection-removed': [{ keys: [coFlowKeys.all] }],
  'flow.evt.coflow.manual-profile-created': [{ keys: [coFlowKeys.all] }],
  'flow.evt.coflow.manual-profile-deleted': [{ keys: [coFlowKeys.all] }],
};

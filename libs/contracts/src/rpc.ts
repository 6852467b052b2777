import type { z } from 'zod';
import { identityEvents, identityRpc } from './identity/identity.subjects';
import { profileEvents, profileRpc } from './profile/profile.subjects';
import { schedulingEvents, schedulingRpc } from './scheduling/scheduling.subjects';
import { tasksEvents, tasksRpc } from './scheduling/tasks.subjects';
import { calendarEvents, calendarRpc } from './calendar/calendar.subjects';
import { dailyFlowEvents, dailyFlowRpc } from './daily-flow/daily-flow.subjects';
import { coFlowEvents, coFlowRpc } from './co-flow/co-flow.subjects';
import { notificationEvents, notificationRpc } from './notifications/notifications.subjects';

/** Every request-reply subject bound to its request and response schema: a wrong payload does not compile. */
export const rpc = {
  ...identityRpc,
  ...profileRpc,
  ...dailyFlowRpc,
  ...notificationRpc,
  ...schedulingRpc,
  ...tasksRpc,
  ...calendarRpc,
  ...coFlowRpc,
} as const;
export type RpcSubject = keyof typeof rpc;
export type RpcRequest<S extends RpcSubject> = z.input<(typeof rpc)[S]['request']>;
export type RpcResponse<S extends RpcSubject> = z.output<(typeof rpc)[S]['response']>;

/** Every domain event subject bound to the schema of its `data`. */
export const events = {
  ...identityEvents,
  ...profileEvents,
  ...schedulingEvents,
  ...tasksEvents,
  ...calendarEvents,
  ...dailyFlowEvents,
  ...notificationEvents,
  ...coFlowEvents,
} as const;
export type EventSubject = keyof typeof events;
export type EventData<S extends EventSubject> = z.output<(typeof events)[S]>;
/** What a handler receives: the request after its schema parsed it (defaults applied). */
export type RpcPayload<S extends RpcSubject> = z.output<(typeof rpc)[S]['request']>;

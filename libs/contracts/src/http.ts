import { z } from 'zod';
import type { HttpRoute } from './common/route';
import { identityRoutes } from './identity/identity.routes';
import { profileRoutes } from './profile/profile.routes';
import { schedulingRoutes } from './scheduling/scheduling.routes';
import { tasksRoutes } from './scheduling/tasks.routes';
import { dailyFlowRoutes } from './daily-flow/daily-flow.routes';
import { checkinRoutes } from './daily-flow/checkins.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { accountRoutes } from './account/account.routes';
import { coFlowRoutes } from './co-flow/co-flow.routes';
import { calendarRoutes } from './calendar/calendar.routes';

export type { HttpRoute } from './common/route';

export const HealthResponse = z.object({ status: z.enum(['ok', 'degraded']), checks: z.record(z.string(), z.string()) });

const systemRoutes = {
  health: { method: 'GET', path: '/api/health', public: true, response: HealthResponse },
  healthLive: { method: 'GET', path: '/health/live', public: true, response: z.object({ status: z.literal('ok') }) },
  healthReady: { method: 'GET', path: '/health/ready', public: true, response: HealthResponse },
} as const satisfies Record<string, HttpRoute>;
/**
 * The HTTP API of the gateway: one entry per route, gathered from each domain's routes file. The
 * gateway validates with these schemas and the web app's client is typed by them, so both sides
 * change together.
 */
export const httpRoutes = {
  ...systemRoutes,
  ...identityRoutes,
  ...profileRoutes,
  ...schedulingRoutes,
  ...tasksRoutes,
  ...dailyFlowRoutes,
  ...checkinRoutes,
  ...notificationRoutes,
  ...accountRoutes,
  ...coFlowRoutes,
  ...calendarRoutes,
} as const satisfies Record<string, HttpRoute>;

export type HttpRouteName = keyof typeof httpRoutes;
export type HttpBody<R extends HttpRouteName> = (typeof httpRoutes)[R] extends { body: infer B extends z.ZodType } ? z.input<B> : never;
export type HttpQuery<R extends HttpRouteName> = (typeof httpRoutes)[R] extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
export type HttpResponse<R extends HttpRouteName> = z.output<(typeof httpRoutes)[R]['response']>;

import { z } from 'zod';
import type { HttpRoute } from '../common/route';
import {
  Checkin,
  CheckinList,
  CheckinsQuery,
  CreateCheckinBody,
  Insights,
  InsightsSettings,
  InsightsSettingsBody,
  UpdateCheckinBody,
} from './checkins.contract';

/** Energy check-ins and the Insights page. */
export const checkinRoutes = {
  createCheckin: { method: 'POST', path: '/api/checkins', body: CreateCheckinBody, response: Checkin },
  listCheckins: { method: 'GET', path: '/api/checkins', query: CheckinsQuery, response: CheckinList },
  updateCheckin: { method: 'PATCH', path: '/api/checkins/:id', body: UpdateCheckinBody, response: Checkin },
  deleteCheckin: { method: 'DELETE', path: '/api/checkins/:id', response: z.object({ deleted: z.literal(true) }) },
  getInsights: { method: 'GET', path: '/api/insights', response: Insights },
  updateInsightsSettings: { method: 'PUT', path: '/api/insights/settings', body: InsightsSettingsBody, response: InsightsSettings },
  resetInsights: { method: 'POST', path: '/api/insights/reset', response: InsightsSettings },
} as const satisfies Record<string, HttpRoute>;

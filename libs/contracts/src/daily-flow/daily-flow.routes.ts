import type { HttpRoute } from '../common/route';
import { DailyFlow, DailyFlowQuery, DayRhythm } from './daily-flow.contract';

/** The gateway's daily-flow routes (spec: generate-unified-daily-flow, generate-rhythm-blocks). */
export const dailyFlowRoutes = {
  getDailyFlow: { method: 'GET', path: '/api/daily-flow', query: DailyFlowQuery, response: DailyFlow },
  getRhythmBlocks: { method: 'GET', path: '/api/rhythm-blocks', query: DailyFlowQuery, response: DayRhythm },
} as const satisfies Record<string, HttpRoute>;

import type { HttpRoute } from '../common/route';
import { DailyFlow, DailyFlowQuery, DayRhythm, Panchang, PanchangQuery } from './daily-flow.contract';

/** The gateway's daily-flow routes (spec: generate-unified-daily-flow, generate-rhythm-blocks). */
export const dailyFlowRoutes = {
  getDailyFlow: { method: 'GET', path: '/api/daily-flow', query: DailyFlowQuery, response: DailyFlow },
  /** The panchang of a local day at the signed-in person's place of that day. */
  getPanchang: { method: 'GET', path: '/api/panchang', query: PanchangQuery, response: Panchang },
  getRhythmBlocks: { method: 'GET', path: '/api/rhythm-blocks', query: DailyFlowQuery, response: DayRhythm },
} as const satisfies Record<string, HttpRoute>;

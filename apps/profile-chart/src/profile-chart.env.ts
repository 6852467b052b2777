import { z } from 'zod';

export const ProfileChartEnv = z.object({
  /** Analyses per user per minute: analyze, analyze-manual and the re-analysis of a settings save. */
  ANALYSIS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
});
export type ProfileChartEnv = z.infer<typeof ProfileChartEnv>;
export const PROFILE_CHART_ENV = Symbol('PROFILE_CHART_ENV');

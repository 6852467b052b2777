import type { Insights, Language } from '@flow/contracts';
import { INSIGHTS_TEXTS } from './catalogs';
import { createLocalizer } from './localizer';

/** GET /api/insights in the person's language: its summary (the weekdays are data, named by the screen). */
export function insightsIn<T extends Pick<Insights, 'summary'>>(insights: T, language: Language | null | undefined): T {
  if (!language || language === 'en') return insights;
  return { ...insights, summary: createLocalizer(language, INSIGHTS_TEXTS)(insights.summary) };
}

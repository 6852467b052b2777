import type { Language, TransitResult } from '@flow/contracts';
import { DAY_TEXTS } from './catalogs';
import { createLocalizer } from './localizer';

/** GET /api/charts/transits in the person's language: each transit's sentence and sign name (planets and impacts stay data). */
export function transitsIn<T extends TransitResult>(report: T, language: Language | null | undefined): T {
  if (!language || language === 'en') return report;
  const say = createLocalizer(language, DAY_TEXTS);
  const each = (items: TransitResult['currentTransits']) => items.map((t) => ({ ...t, signName: say(t.signName), description: say(t.description) }));
  return { ...report, currentTransits: each(report.currentTransits), upcomingTransits: each(report.upcomingTransits) };
}

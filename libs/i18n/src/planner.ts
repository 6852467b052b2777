import type { AlignmentResult, DayFlowScore, EventFitResponse, Language, OptimalTime, PlanResponse, SuggestTimesResponse, TaskPreview } from '@flow/contracts';
import { PLANNER_TEXTS } from './catalogs';
import { createLocalizer, type Localize } from './localizer';

/**
 * The planner and scheduling keep writing English (it is stored with each placement, and calendar-sync
 * and the pushes read it); the answer to the person says it in their language, the titles (their own
 * words) as typed.
 */
export function plannerLocalizer(language: Language | null | undefined): Localize | null {
  return !language || language === 'en' ? null : createLocalizer(language, PLANNER_TEXTS);
}

/** GET /api/plan: each placement's "why this slot" and each item at risk's reason. */
export function planIn<T extends Pick<PlanResponse, 'placements' | 'atRisk'>>(plan: T, language: Language | null | undefined): T {
  const say = plannerLocalizer(language);
  if (!say) return plan;
  return {
    ...plan,
    placements: plan.placements.map((p) => ({ ...p, reason: say(p.reason) })),
    atRisk: plan.atRisk.map((a) => ({ ...a, reason: say(a.reason) })),
  };
}

/** Quick Add's task preview: where FLOW would put the task, and why. */
export function taskPreviewIn(preview: TaskPreview, language: Language | null | undefined): TaskPreview {
  return planIn(preview, language);
}

const optimalTimeWith = (t: OptimalTime, say: Localize): OptimalTime => ({ ...t, reason: say(t.reason), title: say(t.title) });

/** suggest-optimal-times: each suggestion's reason and block title, and what was missing. */
export function suggestionsIn(answer: SuggestTimesResponse, language: Language | null | undefined): SuggestTimesResponse {
  const say = plannerLocalizer(language);
  if (!say) return answer;
  return {
    ...answer,
    suggestions: answer.suggestions.map((t) => optimalTimeWith(t, say)),
    missing: answer.missing.map((m) => ({ ...m, message: say(m.message) })),
  };
}

/** The fit of a time (Quick Add's warning): its reason, and the better time's. */
export function eventFitIn(answer: EventFitResponse, language: Language | null | undefined): EventFitResponse {
  const say = plannerLocalizer(language);
  if (!say) return answer;
  return { ...answer, fit: { ...answer.fit, reason: say(answer.fit.reason) }, better: answer.better ? optimalTimeWith(answer.better, say) : null };
}

/** The day's flow score (Today's Daily Alignment): its message, tips and what was missing. */
export function flowScoreIn(score: DayFlowScore, language: Language | null | undefined): DayFlowScore {
  const say = plannerLocalizer(language);
  if (!say) return score;
  return { ...score, message: say(score.message), tips: score.tips.map(say), missing: score.missing.map((m) => ({ ...m, message: say(m.message) })) };
}

/** check-event-alignment: the badge and the reason. */
export function alignmentResultIn(result: AlignmentResult, language: Language | null | undefined): AlignmentResult {
  const say = plannerLocalizer(language);
  return say ? { ...result, badge: say(result.badge), reason: say(result.reason) } : result;
}

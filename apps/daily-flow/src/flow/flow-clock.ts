import type { DailyFlow } from '@flow/contracts';
import { inClock } from '@flow/rhythm';

/**
 * The flow's sentences with every time in the person's clock (profile `clock_format`), so one setting
 * changes every time on every card. Data fields (timeRange, time, peakWindow, instants) stay as data.
 */
export function inPersonsClock(flow: DailyFlow): DailyFlow {
  const clock = flow.clockFormat;
  // Not chosen yet: the texts stay as the spec writes them ('9pm - 11pm').
  if (!clock) return flow;
  const say = (text: string) => inClock(text, clock);
  const g = flow.dailyGuidance;
  const v = flow.vedicInfluences;
  return {
    ...flow,
    dailyGuidance: {
      theme: say(g.theme),
      focus: say(g.focus),
      bestFor: say(g.bestFor),
      caution: say(g.caution),
      peakHours: say(g.peakHours),
      recoveryTime: say(g.recoveryTime),
    },
    rhythmBlocks: flow.rhythmBlocks.map((b) => ({
      ...b,
      description: say(b.description),
      recommendations: b.recommendations.map(say),
      ...(b.why ? { why: b.why.map(say) } : {}),
    })),
    reflection: say(flow.reflection),
    suggestions: flow.suggestions.map((s) => ({ ...s, title: say(s.title), reason: say(s.reason) })),
    vedicInfluences: {
      ...v,
      summary: v.summary.map(say),
      dasha: v.dasha ? { ...v.dasha, description: say(v.dasha.description) } : null,
      transits: v.transits.map((t) => ({ ...t, description: say(t.description) })),
    },
  };
}

import type { DailyFlow, Language, Panchang } from '@flow/contracts';
import { DAY_TEXTS } from './catalogs';
import { createLocalizer, type Localize } from './localizer';

/**
 * The one owner of "which fields of a DailyFlow are words" (issue 35): every human-readable text passed
 * through `say` (the person's language here, the person's clock in daily-flow's flow-clock). Data
 * (times, instants, enums such as paksha, lords and icons) stays as it is: the web app reads it.
 */
export function mapFlowTexts(flow: DailyFlow, say: Localize): DailyFlow {
  const g = flow.dailyGuidance;
  const v = flow.vedicInfluences;
  return {
    ...flow,
    rhythmBlocks: flow.rhythmBlocks.map((b) => ({
      ...b,
      theme: say(b.theme),
      activity: say(b.activity),
      description: say(b.description),
      recommendations: b.recommendations.map(say),
      ...(b.why ? { why: b.why.map(say) } : {}),
      ...(b.originalActivity ? { originalActivity: say(b.originalActivity) } : {}),
      ...(b.alignment ? { alignment: { ...b.alignment, badge: say(b.alignment.badge), reason: say(b.alignment.reason) } } : {}),
    })),
    dailyGuidance: {
      theme: say(g.theme),
      focus: say(g.focus),
      bestFor: say(g.bestFor),
      caution: say(g.caution),
      peakHours: say(g.peakHours),
      recoveryTime: say(g.recoveryTime),
    },
    reflection: say(flow.reflection),
    suggestions: flow.suggestions.map((s) => ({ ...s, title: say(s.title), reason: say(s.reason) })),
    vedicInfluences: {
      summary: v.summary.map(say),
      panchanga: v.panchanga ? panchangWith(v.panchanga, say) : null,
      dasha: v.dasha ? { ...v.dasha, theme: say(v.dasha.theme), description: say(v.dasha.description) } : null,
      transits: v.transits.map((t) => ({ ...t, description: say(t.description) })),
    },
    missing: flow.missing.map((m) => ({ ...m, message: say(m.message) })),
  };
}

/** The day as daily-flow answers it, with every human-readable text in the person's language. */
export function dailyFlowIn(flow: DailyFlow, language: Language | null | undefined): DailyFlow {
  if (!language || language === 'en') return flow;
  return mapFlowTexts(flow, createLocalizer(language, DAY_TEXTS));
}

/** GET /api/panchang in the person's language: the names of the day's elements in Devanagari for Hindi. */
export function panchangIn(panchang: Panchang, language: Language | null | undefined): Panchang {
  if (!language || language === 'en') return panchang;
  return panchangWith(panchang, createLocalizer(language, DAY_TEXTS));
}

function panchangWith(p: Panchang, say: Localize): Panchang {
  const following = (items: Panchang['tithi']['following']) => items.map((f) => ({ ...f, name: say(f.name) }));
  return {
    ...p,
    vara: { ...p.vara, name: say(p.vara.name), weekday: say(p.vara.weekday) },
    tithi: { ...p.tithi, name: say(p.tithi.name), following: following(p.tithi.following) },
    nakshatra: { ...p.nakshatra, name: say(p.nakshatra.name), following: following(p.nakshatra.following) },
    yoga: { ...p.yoga, name: say(p.yoga.name), following: following(p.yoga.following) },
    karana: { ...p.karana, name: say(p.karana.name), following: following(p.karana.following) },
    moonSign: { ...p.moonSign, name: say(p.moonSign.name) },
  };
}

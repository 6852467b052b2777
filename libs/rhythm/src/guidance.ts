import type { DailyGuidance, RhythmBlock, Suggestion } from '@flow/contracts';
import { peakHoursText, RhythmBlueprint } from './blueprint';
import { energyLevel, suggestionIcon } from './current';
import { DayContext } from './day-context';
import type { DayModel } from './day-model/day-model';
import { PLANET_DAY_THEMES } from './planet-themes';
import { formatClock, formatRange, parseRange } from './time';

/**
 * The words of the day: guidance (theme, focus, best for, caution, peak hours, recovery time), a
 * reflection question and suggestions, from the weekday's lord, the running dasha and the blueprint.
 */

export const FALLBACK_REFLECTION = 'What would make today feel meaningful to you?';

/**
 * The guidance of the day. With the day's model, the peak hours are the model's peakWindow (the Deep
 * Focus stretch the day view shows), unless the profile has no peak window (the spec's default text).
 */
export function dailyGuidance(blueprint: RhythmBlueprint, day: DayContext, model?: DayModel): DailyGuidance {
  const vara = PLANET_DAY_THEMES[day.varaLord];
  const dasha = blueprint.dashaLord ? PLANET_DAY_THEMES[blueprint.dashaLord] : null;
  const chapter = dasha && dasha.planet !== vara.planet ? `, in your ${dasha.theme.toLowerCase()} chapter (${dasha.planet} period)` : '';
  const rahu = day.rahuKalam ? `; during Rahu kalam (${formatRange(day.rahuKalam.start, day.rahuKalam.end)}) finish rather than begin` : '';
  return {
    theme: `${vara.theme}${dasha && dasha.planet !== vara.planet ? ` within ${dasha.theme}` : ''}`,
    focus: `${vara.focus}${chapter}.`,
    bestFor: vara.bestFor,
    caution: `${vara.caution}${rahu}.`,
    peakHours:
      model && !blueprint.defaults.includes('peakWindow')
        ? `${formatClock(model.peakWindow.startMinute)} to ${formatClock(model.peakWindow.endMinute)}`
        : peakHoursText(blueprint),
    recoveryTime: blueprint.recoveryText,
  };
}

const TITHI_QUESTIONS: readonly [RegExp, string][] = [
  [/Purnima/, 'What has come to fullness for you this month, and what are you ready to release?'],
  [/Amavasya/, 'What new intention do you want to plant in this quiet, dark-moon day?'],
  [/Ekadashi/, 'Where could a little restraint today give you more energy tomorrow?'],
];

/** A question for the day (never empty): the moon phase's on its special days, else the weekday lord's or the dasha lord's. */
export function reflectionFor(day: DayContext, blueprint: RhythmBlueprint): string {
  for (const [re, question] of TITHI_QUESTIONS) if (day.tithi && re.test(day.tithi)) return question;
  const vara = PLANET_DAY_THEMES[day.varaLord];
  // Odd dates ask the running period's question, so the same weekday does not always ask the same thing.
  if (blueprint.dashaLord && blueprint.dashaLord !== day.varaLord && isoDay(day.date) % 2 === 1) {
    return PLANET_DAY_THEMES[blueprint.dashaLord].question;
  }
  return vara.question || FALLBACK_REFLECTION;
}

const isoDay = (date: string) => Number(date.slice(8, 10));

const ANCHORS: readonly { match: (b: RhythmBlock) => boolean; title: (b: RhythmBlock) => string }[] = [
  { match: (b) => b.theme === 'Deep Focus', title: () => 'Start your most important work' },
  { match: (b) => b.activityType === 'collaboration' && b.icon === 'Users' && b.theme !== 'Connection & Leisure', title: () => 'Hold meetings and calls' },
  { match: (b) => b.activityType === 'meals' && b.icon === 'Sun', title: () => 'Main meal of the day' },
  { match: (b) => b.activityType === 'movement', title: (b) => b.activity },
  { match: (b) => b.activityType === 'creative', title: (b) => b.theme },
  { match: (b) => b.theme === 'Wind Down', title: () => 'Begin winding down' },
];

/**
 * The day's suggestions: the best time for each anchor of the rhythm that events have not taken over
 * (focus, meetings, main meal, movement, creative work, wind-down), in time order.
 */
export function daySuggestions(merged: readonly RhythmBlock[]): Suggestion[] {
  const out: { start: number; suggestion: Suggestion }[] = [];
  for (const anchor of ANCHORS) {
    const candidates = merged
      .filter((b) => b.type !== 'event' && b.type !== 'transition' && anchor.match(b))
      .map((b) => ({ b, r: parseRange(b.timeRange)! }))
      .sort((x, y) => y.r.end - y.r.start - (x.r.end - x.r.start));
    const pick = candidates[0];
    if (!pick) continue;
    const reason = pick.b.isAdapted ? `${pick.b.description} (shortened around ${pick.b.relatedEvent?.title ?? 'an event'})` : pick.b.description;
    out.push({
      start: pick.r.start,
      suggestion: {
        time: formatClock(pick.r.start),
        title: anchor.title(pick.b),
        reason,
        energy_level: energyLevel(pick.b.intensity),
        icon: suggestionIcon(pick.b),
      },
    });
  }
  return out.sort((a, b) => a.start - b.start).map((x) => x.suggestion);
}

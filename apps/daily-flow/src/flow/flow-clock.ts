import type { DailyFlow } from '@flow/contracts';
import { mapFlowTexts } from '@flow/i18n';
import { inClock } from '@flow/rhythm';

/**
 * The flow's sentences with every time in the person's clock (profile `clock_format`), so one setting
 * changes every time on every card. Which fields are sentences is mapFlowTexts' to say (one owner, with
 * the language); data fields (timeRange, time, peakWindow, instants) stay as data.
 */
export function inPersonsClock(flow: DailyFlow): DailyFlow {
  const clock = flow.clockFormat;
  // Not chosen yet: the texts stay as the spec writes them ('9pm - 11pm').
  if (!clock) return flow;
  return mapFlowTexts(flow, (text) => inClock(text, clock));
}

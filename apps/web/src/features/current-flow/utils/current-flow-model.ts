import type { RhythmBlock } from '@flow/contracts';
import { comingUp, currentActivity, formatRemaining, parseRange, suggestedNow, type ComingUp, type CurrentActivity } from '@flow/rhythm';
import type { Suggestion } from '@flow/contracts';

/** Everything the current-flow card shows at one local minute (rules from @flow/rhythm). */
export interface CurrentFlowModel {
  /** Null outside every block: the 'Threshold Moment'. */
  current: (CurrentActivity & { remaining: string; endsAt: string }) | null;
  comingUp: ComingUp[];
  suggestedNow: Suggestion[];
}

export function currentFlowModel(blocks: readonly RhythmBlock[], localMinutes: number): CurrentFlowModel {
  const current = currentActivity(blocks, localMinutes);
  const range = current ? parseRange(current.block.timeRange) : null;
  return {
    current:
      current && range ? { ...current, remaining: formatRemaining(current.remainingMinutes), endsAt: current.block.timeRange.split('–')[1] ?? '' } : null,
    comingUp: comingUp(blocks, localMinutes),
    suggestedNow: suggestedNow(blocks, localMinutes),
  };
}

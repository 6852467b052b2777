import type { RhythmBlock, RhythmSource } from '@flow/contracts';
import { RhythmBlueprint } from '../blueprint';
import { clamp, parseRange } from '../time';
import { curveAt } from './energy-curve';
import { EnergyObservation, LearnedRhythm, learnRhythm, RhythmPosterior } from './learned-rhythm';

/**
 * How the learned rhythm shapes a day once it is confident: the peak window moves by the learned shift
 * (so deep focus and everything placed around it move), and block intensities follow the learned
 * curve's swing and level. Until then the chart's rhythm is used unchanged.
 */

export interface LearnedDay {
  blueprint: RhythmBlueprint;
  rhythmSource: RhythmSource;
  posterior: RhythmPosterior;
  learned: LearnedRhythm;
}

/** The day's blueprint with the learned peak window when the check-ins are conclusive. */
export function learnedBlueprint(blueprint: RhythmBlueprint, observations: readonly EnergyObservation[]): LearnedDay {
  const posterior = learnRhythm(blueprint.peak, observations);
  const learned = posterior.summary();
  if (!learned.learned) return { blueprint, rhythmSource: 'chart', posterior, learned };
  return {
    blueprint: {
      ...blueprint,
      peak: learned.peakWindow,
      peakSource: { checkins: learned.checkins },
      // A learned peak window is no longer the spec's default one.
      defaults: blueprint.defaults.filter((d) => d !== 'peakWindow'),
    },
    rhythmSource: 'learned',
    posterior,
    learned,
  };
}

/**
 * Rhythm blocks with intensities moved by what the chart's curve misses: the person's swing (amplitude)
 * and level, averaged over each block and brought to the 0–1 intensity scale (4 energy points = 1).
 */
export function withLearnedIntensities(blocks: readonly RhythmBlock[], day: LearnedDay): RhythmBlock[] {
  if (day.rhythmSource !== 'learned') return [...blocks];
  const { amplitude, level, shiftMinutes } = day.learned;
  return blocks.map((block) => {
    const range = parseRange(block.timeRange);
    if (!range || block.type === 'event') return block;
    let sum = 0;
    let n = 0;
    for (let t = range.start; t < range.end; t += 15, n++) {
      const chart = curveAt(day.posterior.priorCurve, t, shiftMinutes);
      sum += (amplitude - 1) * (chart - 3) + level;
    }
    if (n === 0) return block;
    const intensity = Math.round(clamp(block.intensity + sum / n / 4, 0, 1) * 100) / 100;
    return { ...block, intensity };
  });
}

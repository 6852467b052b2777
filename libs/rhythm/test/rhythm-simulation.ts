import { chartEnergyCurve, curveAt, RhythmPosterior } from '../src';

/**
 * Synthetic people for the learned rhythm (used by learned-rhythm.simulation.spec.ts and
 * bench/rhythm). Each person has a chart peak window starting 07:00–12:00 and lasting 3–5 hours; their
 * true day is the chart's curve moved by up to ±3 hours, scaled in amplitude (0.8–1.2) and lifted by a
 * personal level (σ 0.3), so the truth is not exactly the model's shape. They check in 2–4 times a day at
 * uniformly random minutes between 07:00 and 22:00; each check-in is the truth plus N(0, 1) noise,
 * rounded and clamped to 1–5 like a real tap.
 */

/** mulberry32: a tiny seeded PRNG, so every run sees the same people. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

export interface SimulationOptions {
  people: number;
  days: number;
  seed: number;
  /** The largest |true shift| in minutes (0: the chart is right). */
  maxShift: number;
  noiseSd?: number;
}

export interface SimulationResult {
  /** For day d (1-based index d − 1): the share of people whose learned peak start is within 30 min of the truth. */
  accuracyByDay: number[];
  /** The same share for the chart alone (no learning), for comparison. */
  chartAccuracy: number;
  /** For day d: the share whose model is confident ("learned"). */
  learnedByDay: number[];
  /** learned peak start − true peak start of each person after the last day, minutes. */
  finalErrors: number[];
}

export function simulate(options: SimulationOptions): SimulationResult {
  const random = seededRandom(options.seed);
  const noise = options.noiseSd ?? 1;
  const within = new Array<number>(options.days).fill(0);
  const learned = new Array<number>(options.days).fill(0);
  const finalErrors: number[] = [];
  let chartWithin = 0;
  for (let p = 0; p < options.people; p++) {
    const start = 420 + Math.round(random() * 60) * 5;
    const chartPeak = { start, end: start + 180 + Math.round(random() * 24) * 5 };
    const shift = Math.round((random() * 2 - 1) * options.maxShift);
    const amplitude = 0.8 + 0.4 * random();
    const level = 0.3 * gaussian(random);
    const curve = chartEnergyCurve(chartPeak);
    const mean = 3;
    const truth = (minute: number) => mean + amplitude * (curveAt(curve, minute, shift) - mean) + level;
    const posterior = new RhythmPosterior(chartPeak);
    const trueStart = chartPeak.start + shift;
    if (Math.abs(shift) <= 30) chartWithin++;
    for (let day = 0; day < options.days; day++) {
      const count = 2 + Math.floor(random() * 3);
      for (let k = 0; k < count; k++) {
        const minute = 420 + Math.floor(random() * 900);
        const energy = Math.min(5, Math.max(1, Math.round(truth(minute) + noise * gaussian(random))));
        posterior.observe({ minute, energy });
      }
      const summary = posterior.summary();
      const error = summary.peakWindow.start - trueStart;
      if (Math.abs(error) <= 30) within[day]++;
      if (summary.learned) learned[day]++;
      if (day === options.days - 1) finalErrors.push(error);
    }
  }
  return {
    accuracyByDay: within.map((k) => k / options.people),
    chartAccuracy: chartWithin / options.people,
    learnedByDay: learned.map((k) => k / options.people),
    finalErrors,
  };
}

import { formatClock, MinuteRange } from '../time';
import { chartEnergyCurve, curveAt } from './energy-curve';

/**
 * What FLOW learns from energy check-ins, as a Bayesian update of the chart's rhythm.
 *
 * Model: a person's energy at minute t is the chart's curve f moved `shift` minutes later, with its swing
 * around the scale's middle (3) scaled by `amplitude` and lifted by a personal `level` (some people rate
 * everything a point lower), plus noise:
 *   y = 3 + amplitude·(f(t − shift) − 3) + level + ε,   ε ~ N(0, σ²), σ = 1 point.
 * Prior: shift ~ N(0, 90 min²) on a 5-minute grid of ±4 hours (the chart is right on average),
 * amplitude ~ N(1, 0.2²), level ~ N(0, 0.5²). Given a shift the model is linear in (amplitude, level),
 * so those are integrated out exactly (conjugate normal regression); the shift is summed over the grid.
 * The posterior is exact and cheap: each check-in adds to a few running sums per grid point. With no
 * check-ins it is the prior (the chart's curve); its spread shrinks as check-ins accumulate, so a few
 * move little and many move much.
 */

export const SHIFT_STEP = 5;
export const MAX_SHIFT = 240;
const PRIOR_SHIFT_SD = 90;
const PRIOR_AMPLITUDE_SD = 0.2;
const PRIOR_LEVEL_SD = 0.5;
const NOISE_VAR = 1;
const MIDDLE = 3;
/** Learned once at least this many check-ins count and the shift is known within this spread (minutes). */
export const MIN_LEARNING_CHECKINS = 8;
export const CONFIDENT_SHIFT_SD = 30;
const SHIFTS = Array.from({ length: (2 * MAX_SHIFT) / SHIFT_STEP + 1 }, (_, i) => -MAX_SHIFT + i * SHIFT_STEP);
const LOG_PRIOR = SHIFTS.map((s) => -(s * s) / (2 * PRIOR_SHIFT_SD * PRIOR_SHIFT_SD));
/** Prior precision of (amplitude, level) and its mean. */
const PA = 1 / PRIOR_AMPLITUDE_SD ** 2;
const PL = 1 / PRIOR_LEVEL_SD ** 2;

export const CURVE_STEP_MINUTES = 30;
const Z95 = 1.96;

/** One check-in as the model reads it: the local minute of the day and the energy (1–5). */
export interface EnergyObservation {
  minute: number;
  energy: number;
}

export interface EnergyCurvePoint {
  /** 'HH:MM' local. */
  time: string;
  prior: number;
  learned: number;
  /** The learned curve's 95% band. */
  low: number;
  high: number;
}

export interface LearnedRhythm {
  /** Check-ins the model counted. */
  checkins: number;
  /** Confident enough to replace the chart's rhythm. */
  learned: boolean;
  /** Posterior mean of how much later (minutes; negative: earlier) the person's day runs than the chart's. */
  shiftMinutes: number;
  shiftSd: number;
  amplitude: number;
  /** Posterior mean of the personal level (energy points). */
  level: number;
  /** The chart's peak window moved by the learned shift once `learned`, else the chart's own. */
  peakWindow: MinuteRange;
  chartPeakWindow: MinuteRange;
}

/** Posterior of (amplitude, level) at one shift: mean and the inverse of its precision (a 2×2 covariance). */
interface LinearPosterior {
  amplitude: number;
  level: number;
  caa: number;
  cal: number;
  cll: number;
}

// `|| 0` turns -0 into 0.
const round5 = (x: number) => Math.round(x / SHIFT_STEP) * SHIFT_STEP || 0;
const round2 = (x: number) => Math.round(x * 100) / 100 || 0;
const clampEnergy = (x: number) => Math.min(5, Math.max(1, x));

/** The running posterior of one person: feed it check-ins one by one (the simulation does exactly that). */
export class RhythmPosterior {
  /** The chart's curve, minute by minute. */
  readonly priorCurve: Float64Array;
  private n = 0;
  private sy = 0;
  /** Per grid shift: Σx, Σx², Σxy with x = f(t − shift) − 3 and y = energy − 3. */
  private readonly sx = new Float64Array(SHIFTS.length);
  private readonly sxx = new Float64Array(SHIFTS.length);
  private readonly sxy = new Float64Array(SHIFTS.length);

  constructor(readonly chartPeak: MinuteRange) {
    this.priorCurve = chartEnergyCurve(chartPeak);
  }

  observe(observation: EnergyObservation): void {
    const y = observation.energy - MIDDLE;
    this.n++;
    this.sy += y;
    for (let i = 0; i < SHIFTS.length; i++) {
      const x = curveAt(this.priorCurve, observation.minute, SHIFTS[i]) - MIDDLE;
      this.sx[i] += x;
      this.sxx[i] += x * x;
      this.sxy[i] += x * y;
    }
  }

  /** (amplitude, level) given shift i, and the log of its marginal likelihood (up to a constant shared by all shifts). */
  private linear(i: number): LinearPosterior & { logEvidence: number } {
    // Precision P = prior precision + XᵀX/σ², with X's rows (x, 1).
    const paa = PA + this.sxx[i] / NOISE_VAR;
    const pal = this.sx[i] / NOISE_VAR;
    const pll = PL + this.n / NOISE_VAR;
    const det = paa * pll - pal * pal;
    // b = prior precision · prior mean + Xᵀy/σ² (prior mean amplitude 1, level 0).
    const ba = PA + this.sxy[i] / NOISE_VAR;
    const bl = this.sy / NOISE_VAR;
    const amplitude = (pll * ba - pal * bl) / det;
    const level = (paa * bl - pal * ba) / det;
    // log evidence = ½(mᵀPm − m0ᵀP0m0 − yᵀy/σ²) − ½ log|P| + const; only terms that differ between shifts are kept.
    const logEvidence = 0.5 * (amplitude * ba + level * bl) - 0.5 * Math.log(det);
    return { amplitude, level, caa: pll / det, cal: -pal / det, cll: paa / det, logEvidence };
  }

  private posterior(): { weights: Float64Array; fits: LinearPosterior[] } {
    const fits = SHIFTS.map((_, i) => this.linear(i));
    const weights = new Float64Array(SHIFTS.length);
    let max = -Infinity;
    for (let i = 0; i < SHIFTS.length; i++) max = Math.max(max, (weights[i] = LOG_PRIOR[i] + fits[i].logEvidence));
    let total = 0;
    for (let i = 0; i < SHIFTS.length; i++) total += weights[i] = Math.exp(weights[i] - max);
    for (let i = 0; i < SHIFTS.length; i++) weights[i] /= total;
    return { weights, fits };
  }

  summary(): LearnedRhythm {
    const { weights: w, fits } = this.posterior();
    let mean = 0;
    let amplitude = 0;
    let level = 0;
    for (let i = 0; i < w.length; i++) {
      mean += w[i] * SHIFTS[i];
      amplitude += w[i] * fits[i].amplitude;
      level += w[i] * fits[i].level;
    }
    let variance = 0;
    for (let i = 0; i < w.length; i++) variance += w[i] * (SHIFTS[i] - mean) ** 2;
    const shiftSd = Math.sqrt(variance);
    const learned = this.n >= MIN_LEARNING_CHECKINS && shiftSd <= CONFIDENT_SHIFT_SD;
    const shift = learned ? round5(mean) : 0;
    return {
      checkins: this.n,
      learned,
      shiftMinutes: round5(mean),
      shiftSd: Math.round(shiftSd),
      amplitude: round2(amplitude),
      level: round2(level),
      peakWindow: { start: this.chartPeak.start + shift, end: this.chartPeak.end + shift },
      chartPeakWindow: { ...this.chartPeak },
    };
  }

  /** The learned energy at a minute: the posterior's best estimate (the prior when nothing is known). */
  energyAt(minute: number, estimate: Pick<LearnedRhythm, 'shiftMinutes' | 'amplitude' | 'level'> = this.summary()): number {
    return MIDDLE + estimate.amplitude * (curveAt(this.priorCurve, minute, estimate.shiftMinutes) - MIDDLE) + estimate.level;
  }

  /**
   * The prior and the learned curve every half hour. The learned curve is the posterior's best estimate
   * (the chart's curve moved by the mean shift, scaled and lifted), so with no check-ins it is the prior;
   * its 95% band is the spread of the whole posterior around it, wide until check-ins narrow it.
   */
  curve(): EnergyCurvePoint[] {
    const { weights: w, fits } = this.posterior();
    const estimate = this.summary();
    const points: EnergyCurvePoint[] = [];
    for (let minute = 0; minute < 1440; minute += CURVE_STEP_MINUTES) {
      const best = this.energyAt(minute, estimate);
      let spread = 0;
      for (let i = 0; i < w.length; i++) {
        if (w[i] < 1e-9) continue;
        const f = fits[i];
        const x = curveAt(this.priorCurve, minute, SHIFTS[i]) - MIDDLE;
        const value = MIDDLE + f.amplitude * x + f.level;
        spread += w[i] * ((value - best) ** 2 + x * x * f.caa + 2 * x * f.cal + f.cll);
      }
      const sd = Math.sqrt(spread);
      points.push({
        time: formatClock(minute),
        prior: round2(this.priorCurve[minute]),
        learned: round2(clampEnergy(best)),
        low: round2(clampEnergy(best - Z95 * sd)),
        high: round2(clampEnergy(best + Z95 * sd)),
      });
    }
    return points;
  }
}

/** The posterior after a person's counted check-ins. */
export function learnRhythm(chartPeak: MinuteRange, observations: readonly EnergyObservation[]): RhythmPosterior {
  const posterior = new RhythmPosterior(chartPeak);
  for (const observation of observations) posterior.observe(observation);
  return posterior;
}

import { MINUTES_PER_DAY, MinuteRange } from '../time';

/**
 * The chart's energy curve: energy (1–5, the check-in scale) at each minute of the day, drawn from the
 * peak window of the blueprint. It is the prior the check-ins update, so it must be smooth: a low night,
 * a waking baseline, a plateau over the peak window with hour-long shoulders, and a smaller second
 * window about two and a half hours after the peak ends (where the rhythm puts its second window).
 */

const NIGHT = 1.2;
const DAY_LIFT = 1.3;
const PEAK_LIFT = 2.1;
const SECOND_LIFT = 0.6;
const SHOULDER = 60;

/** 0 → 1 smoothly as x goes 0 → 1. */
const smooth = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));
const wrap = (m: number) => ((m % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;

/** 1 inside the window, a raised cosine over `shoulder` minutes either side, 0 beyond; wraps midnight. */
function plateau(minute: number, start: number, length: number, shoulder: number): number {
  const into = wrap(minute - start);
  if (into <= length) return 1;
  const outside = Math.min(into - length, MINUTES_PER_DAY - into);
  return outside >= shoulder ? 0 : 0.5 * (1 + Math.cos((Math.PI * outside) / shoulder));
}

/** Awake from about 06:00 to 22:00 (a smooth rise from 05:30 and fall until 22:30). */
function awake(minute: number): number {
  return smooth((minute - 330) / 90) * (1 - smooth((minute - 1260) / 90));
}

/** The chart's curve sampled at every minute of the day (index = minutes since midnight). */
export function chartEnergyCurve(peak: MinuteRange): Float64Array {
  const length = Math.max(60, peak.end - peak.start);
  const secondCentre = peak.start + length + 150;
  const curve = new Float64Array(MINUTES_PER_DAY);
  for (let m = 0; m < MINUTES_PER_DAY; m++) {
    const day = awake(m);
    const value = NIGHT + DAY_LIFT * day + PEAK_LIFT * plateau(m, peak.start, length, SHOULDER) + SECOND_LIFT * day * plateau(m, secondCentre - 30, 60, 60);
    curve[m] = Math.min(5, value);
  }
  return curve;
}

/** The curve's value `shift` minutes later in the day than the chart puts it (a shifted person). */
export function curveAt(curve: Float64Array, minute: number, shift = 0): number {
  return curve[wrap(Math.round(minute - shift))];
}

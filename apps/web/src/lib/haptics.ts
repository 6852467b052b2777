import { HAPTIC_PATTERNS, type HapticPattern } from '../config/constants';

/** Vibrates with one of the spec's patterns; devices without vibration (or refusing it) are ignored. */
export function haptic(pattern: HapticPattern = 'light'): void {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate([...HAPTIC_PATTERNS[pattern]]);
  } catch {
    // A vibration failure is ignored (spec section 2, Shared button).
  }
}

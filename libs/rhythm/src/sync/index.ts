// Two-person (Co-Flow) logic. Named exports only, so the rest of the engine can grow beside it without clashes.
export { clockToMinutes, isClockTime, minutesToClock, normalizeClock, normalizePeakWindow, toClockSpan, type ClockSpan, type PeakWindow } from './peak-window';
export { syncScore, type SyncResult } from './sync-score';
export { DEFAULT_ENERGY_TYPE, ENERGY_TYPE_LABELS, elementsOfEnergyType, energyTypeName, energyTypeOf, type Element, type EnergyTypeLabel } from './energy-type';
export { compatibilityNotes, type CompatibilityKind, type CompatibilityNote, type SyncPerson } from './compatibility';
export {
  bestSharedWindows,
  SHARED_WINDOW_MIN_INTENSITY,
  type BusyTime,
  type SharedWindow,
  type SharedWindowsOptions,
  type SharedWindowsPerson,
} from './shared-windows';
export { peakClock, peakOn, peaksFromClock, peaksOfDays, syncOnInstants, type PeakInterval } from './sync-instants';

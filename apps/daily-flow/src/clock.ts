/** The injected clock of daily-flow (tests pass their own `now`). */
export const CLOCK = Symbol('CLOCK');

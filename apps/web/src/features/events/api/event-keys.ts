/**
 * Query keys of the user's FLOW events and what is computed from them (overrides, flow score).
 * Invalidating `all` refreshes them together after any change.
 */
export const eventKeys = {
  all: ['events'] as const,
  range: (from: string, to: string) => [...eventKeys.all, 'range', from, to] as const,
  overrides: () => [...eventKeys.all, 'overrides'] as const,
  flowScore: (date: string) => [...eventKeys.all, 'flow-score', date] as const,
};

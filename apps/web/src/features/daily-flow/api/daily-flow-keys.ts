/** Query keys of the daily flow; invalidating `all` refetches every cached day. */
export const dailyFlowKeys = {
  all: ['daily-flow'] as const,
  day: (userId: string, date: string) => [...dailyFlowKeys.all, userId, date] as const,
};

/** Query keys of check-ins and Insights; a check-in changes both (and the day, under dailyFlowKeys). */
export const checkinKeys = {
  all: ['checkins'] as const,
  list: () => [...checkinKeys.all, 'list'] as const,
  insights: () => [...checkinKeys.all, 'insights'] as const,
};

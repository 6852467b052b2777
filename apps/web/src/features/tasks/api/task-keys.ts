/** Query keys of tasks, habits and the plan: invalidating `all` refreshes them together. */
export const taskKeys = {
  all: ['tasks'] as const,
  tasks: () => [...taskKeys.all, 'list'] as const,
  habits: () => [...taskKeys.all, 'habits'] as const,
  plan: () => [...taskKeys.all, 'plan'] as const,
  /** The plan of a range of days (a day, a week): under `plan`, so a plan change refreshes every range. */
  planRange: (from: string, to: string) => [...taskKeys.plan(), from, to] as const,
};

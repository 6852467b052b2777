import type { AlignmentQuery } from '@flow/contracts';

/** Query keys of Co-Flow: one prefix, so any Co-Flow event refreshes every list on both people's screens. */
export const coflowKeys = {
  all: ['coflow'] as const,
  invites: () => [...coflowKeys.all, 'invites'] as const,
  connections: () => [...coflowKeys.all, 'connections'] as const,
  manualProfiles: () => [...coflowKeys.all, 'manual-profiles'] as const,
  alignment: (query: AlignmentQuery) => [...coflowKeys.all, 'alignment', query] as const,
};

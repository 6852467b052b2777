import type { AlignmentQuery } from '@flow/contracts';

/** Query keys of Co-Flow: one prefix, so any Co-Flow event refreshes every list on both people's screens. */
export const coFlowKeys = {
  all: ['coflow'] as const,
  invites: () => [...coFlowKeys.all, 'invites'] as const,
  connections: () => [...coFlowKeys.all, 'connections'] as const,
  manualProfiles: () => [...coFlowKeys.all, 'manual-profiles'] as const,
  alignment: (query: AlignmentQuery) => [...coFlowKeys.all, 'alignment', query] as const,
};

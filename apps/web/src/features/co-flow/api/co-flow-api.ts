import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlignmentQuery, CreateManualProfileRequest } from '@flow/contracts';
import { apiCall } from '../../../lib/api-client';
import { coFlowKeys } from './co-flow-keys';

export { coFlowKeys };

export const invitesQueryOptions = () =>
  queryOptions({
    queryKey: coFlowKeys.invites(),
    queryFn: ({ signal }) => apiCall('listCoFlowInvites', { signal }),
  });
export const connectionsQueryOptions = () =>
  queryOptions({
    queryKey: coFlowKeys.connections(),
    queryFn: ({ signal }) => apiCall('listCoFlowConnections', { signal }),
  });
export const manualProfilesQueryOptions = () =>
  queryOptions({
    queryKey: coFlowKeys.manualProfiles(),
    queryFn: ({ signal }) => apiCall('listManualProfiles', { signal }),
  });

/** search-coflow-users: the server trims, lowercases, cuts and checks the query too. */
export const searchCoFlowUsers = (q: string) => apiCall('searchCoFlowUsers', { query: { q } });
/** send-coflow-invite to a user found by search, or to any e-mail address. */
export const sendInvite = (invite: { recipientId: string } | { email: string }) => apiCall('sendCoFlowInvite', { body: invite });
export const acceptInvite = (id: string) => apiCall('acceptCoFlowInvite', { params: { id } });
export const declineInvite = (id: string) => apiCall('declineCoFlowInvite', { params: { id } });
export const removeConnection = (id: string) => apiCall('removeCoFlowConnection', { params: { id } });
export const createManualProfile = (profile: CreateManualProfileRequest) => apiCall('createManualProfile', { body: profile });
export const deleteManualProfile = (id: string) => apiCall('deleteManualProfile', { params: { id } });

export const alignmentQueryOptions = (query: AlignmentQuery) =>
  queryOptions({
    queryKey: coFlowKeys.alignment(query),
    queryFn: ({ signal }) => apiCall('getCoFlowAlignment', { query, signal }),
    retry: false,
  });

export function useAlignment(query: AlignmentQuery | null) {
  return useQuery({
    ...alignmentQueryOptions(query ?? { connectionId: '' }),
    enabled: query !== null,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlignmentQuery, CreateManualProfileRequest } from '@flow/contracts';
import { apiCall } from '../../../lib/api-client';
import { coflowKeys } from '../../../lib/coflow/coflow-keys';

export { coflowKeys };

export const invitesQueryOptions = () =>
  queryOptions({
    queryKey: coflowKeys.invites(),
    queryFn: ({ signal }) => apiCall('listCoflowInvites', { signal }),
  });
export const connectionsQueryOptions = () =>
  queryOptions({
    queryKey: coflowKeys.connections(),
    queryFn: ({ signal }) => apiCall('listCoflowConnections', { signal }),
  });
export const manualProfilesQueryOptions = () =>
  queryOptions({
    queryKey: coflowKeys.manualProfiles(),
    queryFn: ({ signal }) => apiCall('listManualProfiles', { signal }),
  });

/** search-coflow-users: the server trims, lowercases, cuts and checks the query too. */
export const searchCoflowUsers = (q: string) => apiCall('searchCoflowUsers', { query: { q } });
/** send-coflow-invite to a user found by search, or to any e-mail address. */
export const sendInvite = (invite: { recipientId: string } | { email: string }) => apiCall('sendCoflowInvite', { body: invite });
export const acceptInvite = (id: string) => apiCall('acceptCoflowInvite', { params: { id } });
export const declineInvite = (id: string) => apiCall('declineCoflowInvite', { params: { id } });
export const removeConnection = (id: string) => apiCall('removeCoflowConnection', { params: { id } });
export const createManualProfile = (profile: CreateManualProfileRequest) => apiCall('createManualProfile', { body: profile });
export const deleteManualProfile = (id: string) => apiCall('deleteManualProfile', { params: { id } });

export const alignmentQueryOptions = (query: AlignmentQuery) =>
  queryOptions({
    queryKey: coflowKeys.alignment(query),
    queryFn: ({ signal }) => apiCall('getCoflowAlignment', { query, signal }),
    retry: false,
  });

export function useAlignment(query: AlignmentQuery | null) {
  return useQuery({
    ...alignmentQueryOptions(query ?? { connectionId: '' }),
    enabled: query !== null,
  });
}

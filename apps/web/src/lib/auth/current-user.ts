import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../api-client';
import { useAuth } from './auth-provider';

/** The signed-in account as identity has it now (confirmation, privacy); realtime invalidates ['auth', 'user']. */
export const currentUserQueryOptions = () => queryOptions({ queryKey: ['auth', 'user'], queryFn: () => apiCall('getUser') });

/**
 * Until identity answers, the account the session brought: whatever shows it (the confirm-your-e-mail
 * banner) is there in the same render as the page, instead of appearing later and pushing it down.
 */
export function useCurrentUser() {
  const { status, store } = useAuth();
  return useQuery({ ...currentUserQueryOptions(), enabled: status === 'signedIn', placeholderData: () => store.getAccount() ?? undefined });
}

/** Another "Confirm your e-mail" link (a few an hour). */
export function useResendConfirmation() {
  return useMutation({ mutationFn: () => apiCall('resendConfirmation') });
}

/** The link from the mail; works signed in or not. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiCall('confirmEmail', { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'user'] }),
  });
}

/** Privacy setting "Others can find me by e-mail". */
export function useUpdatePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (findableByEmail: boolean) => apiCall('updatePrivacy', { body: { findableByEmail } }),
    onSuccess: (user) => queryClient.setQueryData(['auth', 'user'], user),
  });
}

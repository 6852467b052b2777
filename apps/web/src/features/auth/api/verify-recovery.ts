import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-provider';

/** Turns the e-mailed recovery token into a session (once, within its lifetime). */
export const verifyRecovery = (token: string) => apiCall('verifyRecovery', { body: { token } });

export function useVerifyRecovery() {
  const { store } = useAuth();
  return useMutation({ mutationFn: verifyRecovery, onSuccess: (session) => store.setSession(session) });
}

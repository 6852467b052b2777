import { useMutation } from '@tanstack/react-query';
import type { SignInRequest } from '@flow/contracts';
import { apiCall } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-provider';

export const signIn = (body: SignInRequest) => apiCall('signIn', { body });

export function useSignIn() {
  const { store } = useAuth();
  return useMutation({ mutationFn: signIn, onSuccess: (session) => store.setSession(session) });
}

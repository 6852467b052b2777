import { useMutation } from '@tanstack/react-query';
import type { SignUpRequest } from '@flow/contracts';
import { apiCall } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-provider';

export const signUp = (body: SignUpRequest) => apiCall('signUp', { body });

export function useSignUp() {
  const { store } = useAuth();
  return useMutation({ mutationFn: signUp, onSuccess: (session) => store.setSession(session) });
}

import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** send-reset-password-email: always answers ok, whether or not the address has an account. */
export const requestPasswordReset = (email: string) => apiCall('recover', { body: { email } });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

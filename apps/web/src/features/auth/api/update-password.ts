import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const updatePassword = (password: string) => apiCall('updateUser', { body: { password } });

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}

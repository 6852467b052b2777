import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** A new password: with the current one, or within a session a recovery link just opened. */
export const updatePassword = (body: { password: string; currentPassword?: string }) => apiCall('updateUser', { body });

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpBody } from '@flow/contracts';
import { notify } from '../../../lib/notices';
import { i18n } from '../../../i18n';
import { apiCall, errorMessage } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** PUT /api/notifications/settings: the answer is the new settings, put straight into the cache. */
export const updateNotificationSettings = (body: HttpBody<'updateNotificationSettings'>) => apiCall('updateNotificationSettings', { body });

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings(), settings),
    onError: (error) => notify.error(errorMessage(error, i18n.t('notifications:saveFailed'))),
  });
}

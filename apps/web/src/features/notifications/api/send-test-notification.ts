import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../lib/notices';
import { apiCall, errorMessage } from '../../../lib/api-client';

/** POST /api/notifications/test → 202: a push to every device of the person within a few seconds. */
export const sendTestNotification = () => apiCall('sendTestNotification');

export const useSendTestNotification = () =>
  useMutation({
    mutationFn: sendTestNotification,
    onSuccess: (result) =>
      notify.success('Test notification sent', result.subscriptions ? undefined : 'No device has notifications on yet: it shows here only.'),
    onError: (error) => notify.error(errorMessage(error, 'Could not send a test notification')),
  });

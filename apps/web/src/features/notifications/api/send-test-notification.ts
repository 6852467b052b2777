import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../lib/notices';
import { i18n } from '../../../i18n';
import { apiCall, errorMessage } from '../../../lib/api-client';

/** POST /api/notifications/test → 202: a push to every device of the person within a few seconds. */
export const sendTestNotification = () => apiCall('sendTestNotification');

export const useSendTestNotification = () =>
  useMutation({
    mutationFn: sendTestNotification,
    onSuccess: (result) => notify.success(i18n.t('notifications:testSent'), result.subscriptions ? undefined : i18n.t('notifications:testNoDevice')),
    onError: (error) => notify.error(errorMessage(error, i18n.t('notifications:testFailed'))),
  });

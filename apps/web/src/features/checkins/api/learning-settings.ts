import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notices';
import { apiCall, errorMessage } from '../../../lib/api-client';
import { dailyFlowKeys } from '../../daily-flow/api/daily-flow-keys';
import { checkinKeys } from './checkin-keys';

function useLearningChange<T>(change: (value: T) => Promise<unknown>, done: (value: T, t: TFunction<'today'>) => string) {
  const { t } = useTranslation('today');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (_r, value) => notify.success(done(value, t)),
    onError: (error) => notify.error(errorMessage(error, t('learning.failed'))),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: checkinKeys.all }), queryClient.invalidateQueries({ queryKey: dailyFlowKeys.all })]),
  });
}

/** Settings → Preferences: "Learn from my check-ins". */
export const useSetLearning = () =>
  useLearningChange(
    (enabled: boolean) => apiCall('updateInsightsSettings', { body: { enabled } }),
    (enabled, t) => t(enabled ? 'learning.on' : 'learning.off'),
  );

/** Settings → Preferences: "Reset what FLOW learned". */
export const useResetLearning = () =>
  useLearningChange(
    () => apiCall('resetInsights', {}),
    (_, t) => t('learning.reset'),
  );

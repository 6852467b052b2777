import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../lib/notices';
import { apiCall, errorMessage } from '../../../lib/api-client';
import { dailyFlowKeys } from '../../daily-flow/api/daily-flow-keys';
import { checkinKeys } from './checkin-keys';

function useLearningChange<T>(change: (value: T) => Promise<unknown>, done: (value: T) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (_r, value) => notify.success(done(value)),
    onError: (error) => notify.error(errorMessage(error, 'Could not save your preference')),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: checkinKeys.all }), queryClient.invalidateQueries({ queryKey: dailyFlowKeys.all })]),
  });
}

/** Settings → Preferences: "Learn from my check-ins". */
export const useSetLearning = () =>
  useLearningChange(
    (enabled: boolean) => apiCall('updateInsightsSettings', { body: { enabled } }),
    (enabled) => (enabled ? 'FLOW learns from your check-ins' : 'FLOW no longer learns from your check-ins'),
  );

/** Settings → Preferences: "Reset what FLOW learned". */
export const useResetLearning = () =>
  useLearningChange(
    () => apiCall('resetInsights', {}),
    () => 'FLOW forgot what it learned: your day follows your chart again',
  );

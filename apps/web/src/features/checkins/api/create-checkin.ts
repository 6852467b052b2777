import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Checkin, CreateCheckinBody } from '@flow/contracts';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notices';
import { apiCall, errorMessage } from '../../../lib/api-client';
import type { Queued } from '../../../lib/offline-queue';
import { dailyFlowKeys } from '../../daily-flow/api/daily-flow-keys';
import { checkinKeys } from './checkin-keys';

export const createCheckin = (body: CreateCheckinBody) => apiCall('createCheckin', { body });

/**
 * One-tap check-in: saved, then Insights and the day refetch (the server's event does it on other devices).
 * Made offline, it is kept on the device and sent when the network returns (lib/offline-queue.ts): the
 * result is then `{ queued: true }` and the person is told so.
 */
export function useCreateCheckin() {
  const { t } = useTranslation('today');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateCheckinBody): Promise<Checkin | Queued> => {
      try {
        return await createCheckin(body);
      } catch (error) {
        return (await import('../../../lib/offline-queue')).queueIfNeverSent('createCheckin', body, error);
      }
    },
    onSuccess: (checkin) =>
      'queued' in checkin ||
      notify.success(t('checkin.done'), checkin.counts ? t('checkin.doneDetail', { energy: checkin.energy, time: checkin.time }) : t('checkin.doneNotCounted')),
    onError: (error) => notify.error(errorMessage(error, t('checkin.failed'))),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: checkinKeys.all }), queryClient.invalidateQueries({ queryKey: dailyFlowKeys.all })]),
  });
}

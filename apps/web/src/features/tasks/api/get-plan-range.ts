import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

/**
 * The planned items of the days a view shows ([from, to) instants). Realtime `plan-changed`
 * invalidates every key under ['tasks'], so an open view follows the plan. (Its own module: the lazy
 * day, week and planning views share it without splitting the Tasks page's chunk.)
 */
export const usePlanRange = ({ from, to }: { from: string; to: string }) =>
  useQuery({
    queryKey: taskKeys.planRange(from, to),
    queryFn: ({ signal }) => apiCall('getPlan', { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
  });

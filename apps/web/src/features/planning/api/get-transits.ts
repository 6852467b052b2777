import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { planningKeys } from './planning-keys';

/** calculate-transits for the signed-in user: current and upcoming transits with their impact. */
export const getTransits = (signal?: AbortSignal) => apiCall('getTransits', { signal });

export const transitsQueryOptions = () =>
  queryOptions({ queryKey: planningKeys.transits(), queryFn: ({ signal }) => getTransits(signal), staleTime: 30 * 60_000 });

export const useTransits = () => useQuery(transitsQueryOptions());

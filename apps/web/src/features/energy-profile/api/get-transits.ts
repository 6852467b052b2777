import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cosmicKeys } from './energy-profile-keys';

/** calculate-transits for the signed-in user (also updates last_transit_check on the server). */
export const getTransits = (signal?: AbortSignal) => apiCall('getTransits', { signal });

export const transitsQueryOptions = () =>
  queryOptions({ queryKey: cosmicKeys.transits(), queryFn: ({ signal }) => getTransits(signal), staleTime: 30 * 60_000 });

export const useTransits = (enabled: boolean) => useQuery({ ...transitsQueryOptions(), enabled });

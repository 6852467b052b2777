import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { planningKeys } from './planning-keys';

/** calculate-dasha-periods for the signed-in user: the running mahadasha, antardasha and pratyantardasha. */
export const getDasha = (signal?: AbortSignal) => apiCall('getDasha', { signal });

export const dashaQueryOptions = () => queryOptions({ queryKey: planningKeys.dasha(), queryFn: ({ signal }) => getDasha(signal), staleTime: 60 * 60_000 });

export const useDasha = () => useQuery(dashaQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cosmicKeys } from './energy-profile-keys';

/** calculate-dasha-periods for the signed-in user's birth data. */
export const getDasha = (signal?: AbortSignal) => apiCall('getDasha', { signal });

export const dashaQueryOptions = () => queryOptions({ queryKey: cosmicKeys.dasha(), queryFn: ({ signal }) => getDasha(signal), staleTime: 60 * 60_000 });

export const useDasha = (enabled: boolean) => useQuery({ ...dashaQueryOptions(), enabled });

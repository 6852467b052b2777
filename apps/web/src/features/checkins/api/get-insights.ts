import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { checkinKeys } from './checkin-keys';

/** GET /api/insights: the chart's curve, the learned one with its band, and the check-ins behind it. */
export const getInsights = (signal?: AbortSignal) => apiCall('getInsights', { signal });

export const insightsQueryOptions = () => queryOptions({ queryKey: checkinKeys.insights(), queryFn: ({ signal }) => getInsights(signal) });

export const useInsights = () => useQuery(insightsQueryOptions());

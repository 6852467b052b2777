import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { eventKeys } from './event-keys';

/** The day's flow score (spec 3): weighted alignment of its events, band, counts and at most 3 tips. */
export const getFlowScore = (date: string, signal?: AbortSignal) => apiCall('flowScore', { query: { date }, signal });

export const flowScoreQueryOptions = (date: string) =>
  queryOptions({ queryKey: eventKeys.flowScore(date), queryFn: ({ signal }) => getFlowScore(date, signal) });

export const useFlowScore = (date: string) => useQuery(flowScoreQueryOptions(date));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpResponse } from '@flow/contracts';
import { apiCall } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

export type PlaceSuggestion = HttpResponse<'searchPlaces'>['places'][number];

export const searchPlaces = (q: string, signal?: AbortSignal) => apiCall('searchPlaces', { query: { q }, signal });

export const placesQueryOptions = (q: string) =>
  queryOptions({ queryKey: profileKeys.places(q), queryFn: ({ signal }) => searchPlaces(q, signal), staleTime: 60 * 60_000 });

/** Birth-place suggestions for what has been typed so far (from two characters on). */
export function usePlaceSuggestions(q: string) {
  const query = q.trim();
  return useQuery({ ...placesQueryOptions(query), enabled: query.length >= 2, placeholderData: keepPreviousData, retry: false });
}

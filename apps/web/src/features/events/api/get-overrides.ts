import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { eventKeys } from './event-keys';

/** event_alignment_overrides of the user: event id → aligned (true) or not aligned (false). */
export const getOverrides = async (signal?: AbortSignal): Promise<Map<string, boolean>> =>
  new Map((await apiCall('listOverrides', { signal })).overrides.map((o) => [o.event_id, o.is_aligned]));

export const overridesQueryOptions = () => queryOptions({ queryKey: eventKeys.overrides(), queryFn: ({ signal }) => getOverrides(signal) });

export const useOverrides = () => useQuery(overridesQueryOptions());

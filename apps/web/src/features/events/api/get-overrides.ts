import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlignmentOverride } from '@flow/contracts';
import { apiCall } from '../../../lib/api-client';
import { eventKeys } from './event-keys';

/**
 * event_alignment_overrides of the user, kept as the server's list: the cache is written to the device
 * as JSON (lib/query-persistence.ts), where a Map would come back as `{}`. Readers get a Map.
 */
export const getOverrides = async (signal?: AbortSignal): Promise<AlignmentOverride[]> => (await apiCall('listOverrides', { signal })).overrides;

export const overridesQueryOptions = () => queryOptions({ queryKey: eventKeys.overrides(), queryFn: ({ signal }) => getOverrides(signal) });

/** Event id → aligned (true) or not aligned (false). */
const byEventId = (overrides: AlignmentOverride[]): ReadonlyMap<string, boolean> => new Map(overrides.map((o) => [o.event_id, o.is_aligned]));

/** No overrides (one map, so a memoised reader is not handed a new one at each render). */
export const NO_OVERRIDES: ReadonlyMap<string, boolean> = new Map();

export const useOverrides = () => useQuery({ ...overridesQueryOptions(), select: byEventId });

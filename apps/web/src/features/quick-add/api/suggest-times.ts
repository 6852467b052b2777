import { queryOptions } from '@tanstack/react-query';
import type { MealType, MeetingType, SuggestTimesResponse } from '@flow/contracts';
import { SUGGESTION_TIMEOUT_MS } from '../../../config/constants';
import { apiCall } from '../../../lib/api-client';
import { quickAddKeys } from './quick-add-keys';

/** The suggestions did not come back within 15 s. */
export class SuggestionTimeoutError extends Error {
  constructor() {
    super('Taking longer than expected');
    this.name = 'SuggestionTimeoutError';
  }
}

export interface SuggestTimesInput {
  date: string;
  durationMinutes: number;
  meetingType: MeetingType;
  mealType: MealType | null;
  timezone: string;
}

/** suggest-optimal-times, given up after 15 s. */
export async function suggestTimes(input: SuggestTimesInput, signal?: AbortSignal, timeoutMs = SUGGESTION_TIMEOUT_MS): Promise<SuggestTimesResponse> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    return await apiCall('suggestTimes', {
      body: {
        meetingType: input.meetingType,
        duration: input.durationMinutes,
        preferredDays: [input.date],
        date: input.date,
        mealType: input.mealType,
        timezone: input.timezone,
      },
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new SuggestionTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

export const suggestTimesQueryOptions = (input: SuggestTimesInput) =>
  queryOptions({
    queryKey: quickAddKeys.suggestions(input.date, input.durationMinutes, input.meetingType, input.mealType),
    queryFn: ({ signal }) => suggestTimes(input, signal),
    retry: false,
    staleTime: 30_000,
    gcTime: 60_000,
  });

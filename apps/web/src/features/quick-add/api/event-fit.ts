import { queryOptions, useMutation } from '@tanstack/react-query';
import type { EventFitBody, MeetingType } from '@flow/contracts';
import { apiCall } from '../../../lib/api-client';
import { quickAddKeys } from './quick-add-keys';

/** How the chosen time fits the day (the server's day model), and a better time when it is poor. */
export const eventFitQueryOptions = (input: EventFitBody) =>
  queryOptions({
    queryKey: quickAddKeys.fit(input),
    queryFn: ({ signal }) => apiCall('eventFit', { body: input, signal }),
    retry: false,
    staleTime: 30_000,
  });

/** Remember the person's type for a title: Quick Add reads that title so from now on. */
export const useRememberEventType = () =>
  useMutation({ mutationFn: (body: { title: string; meetingType: MeetingType }) => apiCall('rememberEventType', { body }) });

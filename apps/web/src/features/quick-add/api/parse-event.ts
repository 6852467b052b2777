import { useMutation } from '@tanstack/react-query';
import type { ParseEventResponse } from '@flow/contracts';
import { apiCall } from '../../../lib/api-client';

/** parse-event-request: the sentence, the moment it was typed and the user's zone (no conversation yet). */
export const parseEvent = ({ message, timezone, now = new Date() }: { message: string; timezone: string; now?: Date }): Promise<ParseEventResponse> =>
  apiCall('parseEvent', { body: { message, currentDate: now.toISOString(), conversationHistory: [], timezone } });

export const useParseEvent = () => useMutation({ mutationFn: parseEvent });

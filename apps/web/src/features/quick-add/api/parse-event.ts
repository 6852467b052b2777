import { useMutation } from '@tanstack/react-query';
import type { ParseEventResponse } from '@flow/contracts';
import { apiCall } from '../../../lib/api-client';

/** The browser's locale, which decides how Quick Add reads numeric dates ('03/12': 3 December in en-GB, 12 March in en-US). */
const browserLocale = (): string | undefined => (typeof navigator === 'undefined' ? undefined : navigator.language || undefined);

/** parse-event-request: the sentence, the moment it was typed, the user's zone and locale (no conversation yet). */
export const parseEvent = ({
  message,
  timezone,
  now = new Date(),
  locale = browserLocale(),
}: {
  message: string;
  timezone: string;
  now?: Date;
  locale?: string;
}): Promise<ParseEventResponse> =>
  apiCall('parseEvent', { body: { message, currentDate: now.toISOString(), conversationHistory: [], timezone, ...(locale ? { locale } : {}) } });

export const useParseEvent = () => useMutation({ mutationFn: parseEvent });

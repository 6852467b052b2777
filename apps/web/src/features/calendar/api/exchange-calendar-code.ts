import { apiCall } from '../../../lib/api-client';

/** google-calendar-oauth: hands Google's (or Microsoft's) one-time code (with its state) to calendar-sync. */
export async function exchangeCalendarCode(code: string, state: string, redirectUri: string, provider: 'google' | 'outlook' = 'google'): Promise<void> {
  await apiCall('calendarOAuth', { body: { code, state, redirectUri, ...(provider === 'google' ? {} : { provider }) } });
}

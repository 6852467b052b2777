import { apiCall } from '../../../lib/api-client';

/** google-calendar-oauth: hands Google's one-time code (with its state) to calendar-sync. */
export async function exchangeCalendarCode(code: string, state: string, redirectUri: string): Promise<void> {
  await apiCall('calendarOAuth', { body: { code, state, redirectUri } });
}

import { queryOptions } from '@tanstack/react-query';
import type { CalendarProvider, HttpBody } from '@flow/contracts';
import { paths } from '../../../config/paths';
import { apiCall } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

/** Where Google sends the person back after consent (spec 7: origin plus /auth/google/callback). */
export const googleRedirectUri = () => `${window.location.origin}${paths.googleCallback}`;
/** Where Microsoft sends the person back after consent (the app registration's redirect URI). */
export const microsoftRedirectUri = () => `${window.location.origin}${paths.microsoftCallback}`;

/** google-calendar-auth-url: the consent page the browser goes to. */
export async function googleAuthUrl(): Promise<string> {
  const { authUrl } = await apiCall('calendarAuthUrl', { body: { redirectUri: googleRedirectUri() } });
  if (!authUrl) throw new Error('no auth URL');
  return authUrl;
}

/** The Microsoft consent page for Outlook (work/school or personal account). */
export async function outlookAuthUrl(): Promise<string> {
  const { authUrl } = await apiCall('calendarAuthUrl', { body: { provider: 'outlook', redirectUri: microsoftRedirectUri() } });
  if (!authUrl) throw new Error('no auth URL');
  return authUrl;
}

export const connectCaldav = (body: { serverUrl: string; username: string; password: string }) => apiCall('calendarCaldav', { body });
export const disconnectCalendar = (provider: CalendarProvider) => apiCall('calendarDisconnect', { query: { provider } });

export const calendarFeedKey = () => [...calendarKeys.all, 'feed'] as const;
export const calendarFeedQueryOptions = () => queryOptions({ queryKey: calendarFeedKey(), queryFn: ({ signal }) => apiCall('calendarFeed', { signal }) });
/** Creates the private feed link, or replaces it (the old link stops working). */
export const rotateCalendarFeed = () => apiCall('calendarFeedRotate');

/** "Protect my peak" of one connection: answers the connections with the new setting. */
export const updatePeakProtection = (body: HttpBody<'calendarPeakProtection'>) => apiCall('calendarPeakProtection', { body });

/** Planned tasks and habits mirrored as busy blocks in one connected calendar (defence on calendars). */
export const updatePlanMirror = (body: HttpBody<'calendarPlanMirror'>) => apiCall('calendarPlanMirror', { body });

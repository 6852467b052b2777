import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications/settings: switches, lead time, quiet hours, briefing, the VAPID key and the device count. */
export const getNotificationSettings = (signal?: AbortSignal) => apiCall('getNotificationSettings', { signal });

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.settings(), queryFn: ({ signal }) => getNotificationSettings(signal) });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

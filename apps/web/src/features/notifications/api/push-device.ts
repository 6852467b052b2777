import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../lib/notices';
import { i18n } from '../../../i18n';
import { apiCall, errorMessage } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** Whether this browser receives FLOW's pushes: it cannot, the person blocked them, or off / on. */
export type DevicePush = 'unsupported' | 'denied' | 'off' | 'on';

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function devicePush(): Promise<DevicePush> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

/** "Enable on this device": asks the browser's permission (only here, on that click), subscribes, tells FLOW. */
async function enable(vapidPublicKey: string): Promise<DevicePush> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(vapidPublicKey) }));
  await apiCall('subscribeNotifications', { body: subscription.toJSON() as never });
  return 'on';
}

async function disable(): Promise<DevicePush> {
  const subscription = await currentSubscription();
  if (subscription) {
    await apiCall('unsubscribeNotifications', { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const devicePushQueryOptions = () => queryOptions({ queryKey: notificationKeys.device(), queryFn: devicePush, staleTime: Infinity });

export const useDevicePush = () => useQuery(devicePushQueryOptions());

export function useSetDevicePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ on, vapidPublicKey }: { on: boolean; vapidPublicKey: string }) => (on ? enable(vapidPublicKey) : disable()),
    onSuccess: (state) => {
      queryClient.setQueryData(notificationKeys.device(), state);
      if (state === 'on') notify.success(i18n.t('notifications:deviceOn'));
    },
    onError: (error) => notify.error(errorMessage(error, i18n.t('notifications:deviceFailed'))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.settings() }),
  });
}

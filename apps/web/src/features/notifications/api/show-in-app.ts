import type { NotificationMessage } from '@flow/contracts';
import { raiseNotice } from '../../../lib/notices';
import { i18n } from '../../../i18n';

/**
 * The in-app copy of a notification, in a tab the person is looking at. The service worker shows no
 * push while such a tab is focused, so the message appears once. Loaded on the first notification only.
 */
export function showInApp(message: NotificationMessage, open: (url: string) => void): void {
  raiseNotice({
    type: 'info',
    title: message.title,
    description: message.body,
    action: { label: i18n.t('notifications:open'), onClick: () => open(message.url) },
  });
}

import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated';
import { useOnline } from '../../lib/online-status';
import { NoticeRow } from './notice-row';

export const OFFLINE_NOTICE = "You're offline. What you save is kept on this device and sent when you're back online.";

/** Shown the moment the network drops, gone the moment it returns (no reload). */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  const hydrated = useHydrated();
  if (!hydrated || online) return null;
  return (
    <NoticeRow role="status" tone="warning" icon={<WifiOff aria-hidden size={16} />}>
      {t('offline')}
    </NoticeRow>
  );
}

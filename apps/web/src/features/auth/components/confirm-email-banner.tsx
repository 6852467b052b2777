import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { NoticeRow } from '../../../components/layout/notice-row';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser, useResendConfirmation } from '../../../lib/auth/current-user';

const DISMISSED_KEY = 'flow.confirmEmailDismissed';
const wasDismissed = () => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/** Until the address is confirmed: a notice saying so, with a resend button (dismissed for this visit). */
export function ConfirmEmailBanner() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const resend = useResendConfirmation();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (!user.data || user.data.email_confirmed_at || dismissed) return null;
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast.success(t('confirmEmail.sent'), t('confirmEmail.sentText', { email: user.data.email })),
      onError: (error) => toast.error(errorMessage(error)),
    });
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {}
  };
  return (
    <NoticeRow
      role="status"
      icon={<Mail aria-hidden size={16} />}
      onDismiss={dismiss}
      dismissLabel={t('confirmEmail.dismiss')}
      action={
        <Button size="sm" variant="outline" onClick={send} loading={resend.isPending} loadingText={t('sending')}>
          {t('confirmEmail.resend')}
        </Button>
      }
    >
      {t('confirmEmail.text', { email: user.data.email })}
    </NoticeRow>
  );
}

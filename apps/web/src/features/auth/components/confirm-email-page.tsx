import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner';
import { toast } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { useConfirmEmail } from '../../../lib/auth/current-user';
import { useTranslation } from 'react-i18next';
import { AUTH, authText } from '../utils/auth-texts';

/** /confirm-email#token=…: the link mailed at sign-up. Confirms, then goes to Today (or sign-in). */
export function ConfirmEmailPage() {
  const { t } = useTranslation(AUTH);
  const navigate = useNavigate();
  const confirm = useConfirmEmail();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');
    // Single-use: out of the address bar and history straight away.
    window.history.replaceState(null, '', paths.confirmEmail);
    const done = () => void navigate(paths.today, { replace: true });
    if (!token) {
      toast.error(authText('invalidConfirmationLink'));
      done();
      return;
    }
    confirm.mutate(token, {
      onSuccess: () => {
        toast.success(authText('confirmed'), authText('confirmedText'));
        done();
      },
      onError: () => {
        toast.error(authText('invalidConfirmationLink'));
        done();
      },
    });
  }, [confirm, navigate]);

  return <FullPageSpinner label={t('confirming')} />;
}

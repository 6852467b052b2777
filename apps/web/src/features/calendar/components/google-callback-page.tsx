import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner';
import { toast } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { useTranslation } from 'react-i18next';
import { exchangeCalendarCode } from '../api/exchange-calendar-code';
import { INTEGRATIONS, integrationsText } from '../utils/integrations-texts';

/**
 * /auth/google/callback (and /auth/microsoft/callback for Outlook): the provider sends the person back
 * here with `code` (and `state`) or `error` after they allowed (or refused) calendar access; the code
 * goes to calendar-sync, and every outcome returns to /.
 */
export function GoogleCallbackPage({
  exchangeCode = exchangeCalendarCode,
  provider = 'google',
}: {
  exchangeCode?: (code: string, state: string, redirectUri: string, provider?: 'google' | 'outlook') => Promise<void>;
  provider?: 'google' | 'outlook';
}) {
  const { t } = useTranslation(INTEGRATIONS);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const code = params.get('code');
    const state = params.get('state') ?? '';
    const error = params.get('error');
    const done = () => void navigate(paths.today, { replace: true });
    if (error || !code) {
      toast.error(params.get('error_description') || integrationsText('callback.authFailedText'), integrationsText('callback.authFailed'));
      done();
      return;
    }
    const redirectUri = `${window.location.origin}${provider === 'google' ? paths.googleCallback : paths.microsoftCallback}`;
    exchangeCode(code, state, redirectUri, provider)
      .then(() => toast.success(integrationsText('calendarConnected')))
      .catch(() => toast.error(integrationsText('connectFailed'), integrationsText('callback.failed')))
      .finally(done);
  }, [params, navigate, exchangeCode, provider]);

  return <FullPageSpinner label={t('callback.connecting')} />;
}

/** /auth/microsoft/callback: the same page for Outlook. */
export function MicrosoftCallbackPage() {
  return <GoogleCallbackPage provider="outlook" />;
}

import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner';
import { toast } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { exchangeCalendarCode } from '../api/exchange-calendar-code';
import { AUTHORIZATION_FAILED, AUTHORIZATION_FAILED_DEFAULT, CONNECTING_CALENDAR, CONNECTION_FAILED, CONNECTION_FAILED_TEXT } from '../utils/callback-messages';

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
      toast.error(params.get('error_description') || AUTHORIZATION_FAILED_DEFAULT, AUTHORIZATION_FAILED);
      done();
      return;
    }
    const redirectUri = `${window.location.origin}${provider === 'google' ? paths.googleCallback : paths.microsoftCallback}`;
    exchangeCode(code, state, redirectUri, provider)
      .then(() => toast.success('Calendar connected'))
      .catch(() => toast.error(CONNECTION_FAILED_TEXT, CONNECTION_FAILED))
      .finally(done);
  }, [params, navigate, exchangeCode, provider]);

  return <FullPageSpinner label={CONNECTING_CALENDAR} />;
}

/** /auth/microsoft/callback: the same page for Outlook. */
export function MicrosoftCallbackPage() {
  return <GoogleCallbackPage provider="outlook" />;
}

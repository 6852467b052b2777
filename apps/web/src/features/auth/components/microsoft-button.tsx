import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from 'react-i18next';
import { AUTH } from '../utils/auth-texts';
import { useProviderSignIn } from '../api/google-sign-in';

/** Microsoft's four-square mark. */
function MicrosoftMark() {
  return (
    <svg viewBox="0 0 23 23" aria-hidden focusable="false">
      <path fill="#f35325" d="M1 1h10v10H1z" />
      <path fill="#81bc06" d="M12 1h10v10H12z" />
      <path fill="#05a6f0" d="M1 12h10v10H1z" />
      <path fill="#ffba08" d="M12 12h10v10H12z" />
    </svg>
  );
}

/** {t('microsoft')} (work, school or personal account); a server without it configured says so in a toast. */
export function MicrosoftButton() {
  const { t } = useTranslation(AUTH);
  const microsoft = useProviderSignIn('microsoft');
  return (
    <Button
      variant="outline"
      size="lg"
      width="full"
      loading={microsoft.isPending}
      loadingText={t('redirecting')}
      onClick={() => microsoft.mutate(undefined, { onError: (error) => toast.error(errorMessage(error)) })}
    >
      <MicrosoftMark />
      {t('microsoft')}
    </Button>
  );
}

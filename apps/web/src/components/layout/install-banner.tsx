import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../lib/auth/current-user';
import { isStandalone, useInstallPrompt } from '../../lib/pwa/install-prompt';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from '../ui/button';
import { NoticeRow } from './notice-row';

const DISMISSED_KEY = 'flow.installBannerDismissed';
const HIDDEN_ON: string[] = [paths.flow, paths.install];

/**
 * Spec section 2, as issue 39 changed it: offered once the person has an account and is using FLOW
 * (signed in), on every page except /flow and /install, when the app is not standalone; never on the
 * sign-up card.
 */
export function shouldShowInstallBanner(pathname: string, standalone: boolean, dismissed: boolean, signedIn = true): boolean {
  return signedIn && !standalone && !dismissed && !HIDDEN_ON.includes(pathname);
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The install offer, one line in the shell's notices place (components/layout/notices.tsx). */
export function InstallBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { installed } = useInstallPrompt();
  const user = useCurrentUser();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const hydrated = useHydrated();
  if (!hydrated || !shouldShowInstallBanner(pathname, installed || isStandalone(), dismissed, Boolean(user.data))) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {}
  };
  return (
    <NoticeRow
      as="aside"
      label={t('install.label')}
      icon={<Download aria-hidden size={16} />}
      onDismiss={dismiss}
      dismissLabel={t('install.dismiss')}
      action={
        <Button size="sm" onClick={() => void navigate(paths.install)}>
          {t('install.action')}
        </Button>
      }
    >
      {t('install.text')}
    </NoticeRow>
  );
}

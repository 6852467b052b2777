import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../components/layout/full-page-spinner';
import { LoadError } from '../components/layout/load-error';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth/auth-provider';
import { useProfile } from '../features/profile/api/get-profile';
import { LanguageSync } from '../i18n/language-sync';
import { useTranslation } from 'react-i18next';

/** Protected pages: signed-out people go to /auth. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'signedOut') return <Navigate to={paths.auth} replace state={{ from: location.pathname }} />;
  return (
    <>
      <LanguageSync />
      <Outlet />
    </>
  );
}

/** Pages that need a blueprint: people who have not finished onboarding go to /onboarding. */
export function RequireOnboarded() {
  const profile = useProfile();
  const { t } = useTranslation();
  if (profile.isPending) return <FullPageSpinner label={t('loadingFlow')} />;
  if (profile.isError) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data.onboarding_completed) {
    // A profile kept on the device from before setup was completed (a reload soon after it) is being read
    // again: the server's answer decides, or the person is sent back to onboarding they already finished.
    if (profile.isFetching) return <FullPageSpinner label={t('loadingFlow')} />;
    return <Navigate to={paths.onboarding} replace />;
  }
  return <Outlet />;
}

/**
 * /auth: people who are signed in already go to /. While the session is being checked the page
 * shows (it is the prerendered HTML, and most people here are signed out).
 */
export function RedirectIfSignedIn() {
  const { status } = useAuth();
  if (status === 'signedIn' || status === 'offline') return <Navigate to={paths.today} replace />;
  return <Outlet />;
}

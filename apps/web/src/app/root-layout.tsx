import { Box, Link } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../components/layout/full-page-spinner';
import { InstallBanner } from '../components/layout/install-banner';
import { Notices } from '../components/layout/notices';
import { OfflineNotice } from '../components/layout/offline-notice';
import { ConfirmEmailBanner } from '../features/auth/components/confirm-email-banner';
import { useTimeOfDayPalette } from '../theme/time-of-day-palette';
import { RouteErrorBoundary } from './routes/route-error';
import { useTranslation } from 'react-i18next';

/**
 * The page has been taken over by the app (its lazy page hydrated or rendered: it sits in the page's own
 * Suspense boundary, which commits as one): browser tests and benchmarks wait for `html[data-app]`.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/** A new page starts at its top. */
function useScrollToTopOnNavigation(pathname: string) {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** Around every page: the time-of-day palette, a skip link, the notices (offline, confirm your e-mail, install), lazy pages, errors. */
export function RootLayout() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useTimeOfDayPalette();
  useScrollToTopOnNavigation(pathname);
  return (
    <Box minH="100dvh">
      <Link href="#main" position="absolute" left="2" top="-20" zIndex="skipLink" p="2" bg="bg.card" borderRadius="md" _focus={{ top: '2' }}>
        {t('skipLink')}
      </Link>
      <Notices>
        <OfflineNotice />
        <ConfirmEmailBanner />
        <InstallBanner />
      </Notices>
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
          <AppReady />
        </Suspense>
      </RouteErrorBoundary>
    </Box>
  );
}

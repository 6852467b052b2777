import { Box, Link } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../components/layout/full-page-spinner';
import { InstallBanner } from '../components/layout/install-banner';
import { ConfirmEmailBanner } from '../features/auth/components/confirm-email-banner';
import { useTimeOfDayPalette } from '../theme/time-of-day-palette';
import { RouteErrorBoundary } from './routes/route-error';
import { useTranslation } from 'react-i18next';

/** A new page starts at its top. */
function useScrollToTopOnNavigation(pathname: string) {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** Around every page: the time-of-day palette, a skip link, the confirm-your-e-mail banner, lazy pages, errors, and the install banner. */
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
      <ConfirmEmailBanner />
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <InstallBanner />
    </Box>
  );
}

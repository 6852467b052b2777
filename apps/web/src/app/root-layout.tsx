import { Box, Link } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { FullPageSpinner } from '../components/layout/full-page-spinner';
import { InstallBanner } from '../components/layout/install-banner';
import { ConfirmEmailBanner } from '../features/auth/components/confirm-email-banner';
import { useTimeOfDayPalette } from '../theme/time-of-day-palette';
import type { RouteHandle } from './router';

function usePageTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.title).find(Boolean);
  useEffect(() => {
    document.title = title ? `${title} · FLOW` : 'FLOW';
  }, [title]);
}

/** Around every page: the time-of-day palette, a skip link, the confirm-your-e-mail banner, lazy pages, and the install banner. */
export function RootLayout() {
  useTimeOfDayPalette();
  usePageTitle();
  return (
    <Box minH="100dvh">
      <Link
        href="#main"
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        p="2"
        bg="bg.card"
        borderRadius="md"
        _focus={{ top: '2' }}
      >
        Skip to content
      </Link>
      <ConfirmEmailBanner />
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
      <InstallBanner />
      <ScrollRestoration />
    </Box>
  );
}

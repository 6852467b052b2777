import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ColorModeProvider } from '../components/ui/color-mode';
// The words: English ready before the first render (i18n/index.ts).
import '../i18n';
import { Toaster } from '../components/ui/toaster';
import { QuickAddProvider } from '../features/quick-add/components/quick-add-provider';
import { AuthProvider } from '../lib/auth/auth-provider';
import { currentUserQueryOptions } from '../lib/auth/current-user';
import type { SessionStore } from '../lib/auth/session-store';
import { clearOfflineData } from '../lib/pwa/register-service-worker';
import { forgetDayGlance } from '../lib/day-glance';
import { forgetPersistedQueries } from '../lib/query-persistence';
import { whenIdle } from '../lib/when-idle';
import { RealtimeProvider } from '../lib/realtime/realtime-provider';
import { system } from '../theme/system';

/** Everything a page needs around it: design system, theme, data cache, session, realtime, toasts. */
export function AppProvider({
  queryClient,
  session,
  children,
  autoStartSession = true,
}: {
  queryClient: QueryClient;
  session: SessionStore;
  children: ReactNode;
  autoStartSession?: boolean;
}) {
  // Signing out (here or in another tab) drops every cached answer, online and offline.
  useEffect(
    () =>
      session.onSignedOut(() => {
        queryClient.clear();
        void import('../lib/offline-queue').then((queue) => queue.clearQueue());
        forgetPersistedQueries();
        forgetDayGlance();
        void clearOfflineData();
      }),
    [session, queryClient],
  );
  // What was saved offline goes out once someone is signed in and whenever the network returns (the
  // queue's code loads when the page is first idle: not part of the first screen's JavaScript).
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () =>
      whenIdle(() => {
        void import('../lib/offline-queue').then((queue) => {
          if (!cancelled) stop ??= queue.startSendingQueue(() => void queryClient.invalidateQueries());
        });
      });
    const off = session.onSession(() => void start());
    if (session.getAccessToken()) start();
    return () => {
      cancelled = true;
      off();
      stop?.();
    };
  }, [session, queryClient]);
  // Each new session brings the account as identity has it now: it replaces the cached one (until the
  // first answer, useCurrentUser shows the session's account itself).
  useEffect(() => session.onSession((user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user)), [session, queryClient]);
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <QueryClientProvider client={queryClient}>
          <AuthProvider store={session} autoStart={autoStartSession}>
            <RealtimeProvider>
              <QuickAddProvider>{children}</QuickAddProvider>
            </RealtimeProvider>
          </AuthProvider>
        </QueryClientProvider>
        <Toaster />
      </ColorModeProvider>
    </ChakraProvider>
  );
}

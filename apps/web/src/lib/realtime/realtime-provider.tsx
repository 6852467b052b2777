import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { io as createSocket, Socket } from 'socket.io-client';
import type { ClientToServerEvents, InvalidateMessage, NotificationMessage, ServerToClientEvents } from '@flow/contracts';
import { REALTIME_RECONNECT_DELAYS_MS, REALTIME_TIMEOUT_MS } from '../../config/constants';
import { useAuth } from '../auth/auth-provider';
import { whenIdle } from '../when-idle';
import type { SessionStore } from '../auth/session-store';
import { invalidationRules, type InvalidationRule } from './invalidations';

type FlowSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type CreateSocket = typeof createSocket;

/** Applies the rules of one `invalidate` message to the cache. */
export function applyInvalidation(queryClient: QueryClient, message: InvalidateMessage, rules: Record<string, InvalidationRule[]> = invalidationRules): void {
  for (const rule of rules[message.type] ?? []) {
    const run = () => {
      for (const queryKey of rule.keys) void queryClient.invalidateQueries({ queryKey });
      rule.effect?.();
    };
    if (rule.delayMs) setTimeout(run, rule.delayMs);
    else run();
  }
}

/**
 * One socket.io connection per signed-in tab. Each `invalidate` message refreshes the matching
 * queries (the TanStack cache is the only home of server data). Reconnects after 1, 2, 5, then
 * every 10 s; after a gap everything is refetched, since events may have been missed.
 */
export function connectRealtime(io: CreateSocket, store: SessionStore, queryClient: QueryClient): () => void {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let wasConnected = false;
  const socket: FlowSocket = io({
    path: '/socket.io',
    auth: (cb) => cb({ token: store.getAccessToken() }),
    transports: ['websocket', 'polling'],
    reconnection: false,
    timeout: REALTIME_TIMEOUT_MS,
  });

  const onInvalidate = (message: InvalidateMessage) => applyInvalidation(queryClient, message);
  // The in-app copy of a notification, only in the tab the person looks at (the push is not shown then).
  const onNotification = (message: NotificationMessage) => {
    if (document.visibilityState === 'visible' && document.hasFocus())
      void import('../../features/notifications/api/show-in-app').then(({ showInApp }) => showInApp(message, openInApp));
  };
  const scheduleReconnect = () => {
    if (closed || timer) return;
    const delay = REALTIME_RECONNECT_DELAYS_MS[Math.min(attempt, REALTIME_RECONNECT_DELAYS_MS.length - 1)];
    attempt++;
    timer = setTimeout(() => {
      timer = undefined;
      if (!closed) socket.connect();
    }, delay);
  };
  const onConnect = () => {
    if (wasConnected || attempt > 0) void queryClient.invalidateQueries();
    wasConnected = true;
    attempt = 0;
  };
  const onConnectError = (error: Error) => {
    // The token may have expired while we were away: renew it before the next try.
    if (error.message === 'unauthorized') void store.refresh();
    scheduleReconnect();
  };
  const onDisconnect = (reason: string) => {
    if (reason !== 'io client disconnect') scheduleReconnect();
  };

  socket.on('invalidate', onInvalidate);
  socket.on('notification', onNotification);
  socket.on('connect', onConnect);
  socket.on('connect_error', onConnectError);
  socket.on('disconnect', onDisconnect);
  return () => {
    closed = true;
    if (timer) clearTimeout(timer);
    socket.off('invalidate', onInvalidate);
    socket.off('notification', onNotification);
    socket.off('connect', onConnect);
    socket.off('connect_error', onConnectError);
    socket.off('disconnect', onDisconnect);
    socket.disconnect();
  };
}

/** Client-side navigation to a path of the app (the router follows popstate). */
function openInApp(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { status, store, user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (status !== 'signedIn' || !userId) return;
    // socket.io-client is loaded only once someone is signed in (the sign-in page never needs it),
    // and after the page's first work is done: live updates are not needed before the first tap.
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import('socket.io-client').then(({ io }) => {
        if (!cancelled) stop = connectRealtime(io, store, queryClient);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [status, userId, store, queryClient]);
  return <>{children}</>;
}

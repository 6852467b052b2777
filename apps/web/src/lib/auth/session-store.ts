import type { Session, User } from '@flow/contracts';
import { AUTH_REFRESH_MARGIN_TICKS, AUTH_REFRESH_TICK_MS, AUTH_RETRY_MAX_MS, AUTH_RETRY_MIN_MS, RETRYABLE_STATUSES } from '../../config/constants';
import { ApiError, apiCall, NetworkError } from '../api-client';

/**
 * - loading: the first refresh has not answered yet;
 * - signedIn: an access token is held in memory (never in storage);
 * - offline: the server cannot be reached but this browser was signed in, so the app shell and
 *   the service worker's last copies are shown;
 * - signedOut.
 */
export type AuthStatus = 'loading' | 'signedIn' | 'offline' | 'signedOut';
export type SessionUser = Pick<User, 'id' | 'email'> & { fullName: string | null };
export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
}

/** Only who was signed in (never a token) is remembered, so an offline start can show cached pages. */
const LAST_USER_KEY = 'flow.lastUser';
const CHANNEL = 'flow-auth';
const LOCK = 'flow-auth-refresh';
/**
 * Set while a refresh is on the wire. A page that reloads mid-refresh leaves it behind: its request
 * still completes (keepalive) and rotates the cookie, so the next page waits for that instead of
 * sending the old token, which the server would take for reuse and revoke the session.
 */
const IN_FLIGHT_KEY = 'flow.refreshInFlight';
const IN_FLIGHT_WAIT_MS = 10_000;

type Listener = () => void;
type BroadcastMessage = { type: 'signed-in' } | { type: 'signed-out' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isRetryable = (error: unknown) =>
  error instanceof NetworkError || (error instanceof ApiError && (RETRYABLE_STATUSES as readonly number[]).includes(error.status));

/**
 * The browser's session: the access token lives in memory and is renewed through the HttpOnly
 * refresh cookie before it expires (checked every 30 s, renewed 3 checks before expiry). Renewals
 * are serialised across tabs with a Web Lock, because refresh tokens rotate and a reused one
 * revokes the whole family. Sign-in and sign-out are broadcast to the other tabs.
 */
export class SessionStore {
  private state: AuthState = { status: 'loading', user: null };
  private accessToken: string | null = null;
  /** The account as the session brought it (is the address confirmed?), for the first render of a page. */
  private account: User | null = null;
  private expiresAtMs = 0;
  private listeners = new Set<Listener>();
  private inflight: Promise<boolean> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private channel: BroadcastChannel | null = null;
  private started: Promise<void> | null = null;
  private signOutHandlers = new Set<() => void>();
  private sessionHandlers = new Set<(user: User) => void>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  getState = (): AuthState => this.state;

  /**
   * The account of the session held now. A page reads it in its first render: a session that came
   * before anything subscribed to `onSession` (the refresh starts before React's first render) is
   * still seen at once.
   */
  getAccount = (): User | null => this.account;
  getAccessToken = (): string | null => this.accessToken;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Runs when this tab (or another) signs out: caches are cleared there. */
  onSignedOut(handler: () => void): () => void {
    this.signOutHandlers.add(handler);
    return () => this.signOutHandlers.delete(handler);
  }

  /**
   * Runs with the account of each new session (sign-in, refresh), before the state changes: the
   * session already holds what the first screen needs to know (is the address confirmed?).
   */
  onSession(handler: (user: User) => void): () => void {
    this.sessionHandlers.add(handler);
    return () => this.sessionHandlers.delete(handler);
  }

  /**
   * Starts the session: one refresh through the cookie, the renewal timer, the tab channel. Once: the
   * app starts it before its first render (main.tsx), and the provider's start finds it under way.
   */
  start(): Promise<void> {
    this.started ??= this.begin();
    return this.started;
  }

  private async begin(): Promise<void> {
    if (typeof BroadcastChannel !== 'undefined' && !this.channel) {
      this.channel = new BroadcastChannel(CHANNEL);
      this.channel.onmessage = (event: MessageEvent<BroadcastMessage>) => void this.onBroadcast(event.data);
    }
    if (!this.timer) this.timer = setInterval(() => void this.tick(), AUTH_REFRESH_TICK_MS);
    await this.refresh();
  }

  stop() {
    this.started = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.channel?.close();
    this.channel = null;
  }

  /** After sign-in, sign-up, recovery or Google: keep the new session. */
  setSession(session: Session, { broadcast = true } = {}) {
    this.accessToken = session.access_token;
    this.expiresAtMs = session.expires_at * 1000;
    const user: SessionUser = { id: session.user.id, email: session.user.email, fullName: session.user.user_metadata.full_name };
    rememberUser(user);
    this.account = session.user;
    for (const handler of this.sessionHandlers) handler(session.user);
    this.set({ status: 'signedIn', user });
    if (broadcast) this.channel?.postMessage({ type: 'signed-in' } satisfies BroadcastMessage);
  }

  /**
   * Renews the access token through the cookie. Single-flight within the tab and locked across
   * tabs; 502/503/504 and network failures are retried with back-off (200 ms doubling to 30 s).
   * Resolves true when a fresh token is held.
   */
  refresh(): Promise<boolean> {
    this.inflight ??= this.withLock(() => this.refreshWithRetry()).finally(() => (this.inflight = null));
    return this.inflight;
  }

  /** The API client calls this after a 401 on a private route. */
  refreshAfterUnauthorized = async (): Promise<boolean> => (this.state.status === 'signedIn' ? this.refresh() : false);

  /** Signs out on the server (this device) and everywhere in this browser. */
  async signOut(): Promise<void> {
    try {
      if (this.accessToken) await apiCall('signOut', { body: { scope: 'local' } });
    } catch {
      // Signing out locally must work even when the server cannot be reached.
    }
    this.clear();
    this.channel?.postMessage({ type: 'signed-out' } satisfies BroadcastMessage);
  }

  private clear() {
    this.accessToken = null;
    this.expiresAtMs = 0;
    this.account = null;
    forgetUser();
    this.set({ status: 'signedOut', user: null });
    for (const handler of this.signOutHandlers) handler();
  }

  private async onBroadcast(message: BroadcastMessage) {
    if (message.type === 'signed-out' && this.state.status !== 'signedOut') this.clear();
    if (message.type === 'signed-in' && this.state.status !== 'signedIn') await this.refresh();
  }

  private async tick() {
    if (this.state.status === 'signedIn' && this.expiresAtMs - this.now() < AUTH_REFRESH_TICK_MS * AUTH_REFRESH_MARGIN_TICKS) await this.refresh();
    // Back online after an offline start: try to get a real session again.
    else if (this.state.status === 'offline') await this.refresh();
  }

  private async refreshWithRetry(): Promise<boolean> {
    let delay = AUTH_RETRY_MIN_MS;
    await waitForAbandonedRefresh(this.now);
    for (;;) {
      try {
        markInFlight(this.now());
        const session = await apiCall('refresh', { body: {}, keepalive: true }).finally(() => markInFlight(null));
        // No body (204): the browser holds no refresh cookie, so nobody is signed in here.
        if (!session) {
          if (this.state.status !== 'signedOut') this.clear();
          return false;
        }
        this.setSession(session, { broadcast: false });
        return true;
      } catch (error) {
        if (error instanceof ApiError && !isRetryable(error)) {
          if (this.state.status !== 'signedOut') this.clear();
          return false;
        }
        // Unreachable before we ever had a session: show the offline shell to a known user.
        if (error instanceof NetworkError && this.state.status !== 'signedIn') {
          const last = lastUser();
          this.set(last ? { status: 'offline', user: last } : { status: 'signedOut', user: null });
          return false;
        }
        if (delay > AUTH_RETRY_MAX_MS) return false;
        await sleep(delay);
        delay *= 2;
      }
    }
  }

  private async withLock<T>(fn: () => Promise<T>): Promise<T> {
    const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
    return locks ? (locks.request(LOCK, fn) as Promise<T>) : fn();
  }

  private set(next: AuthState) {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

function markInFlight(at: number | null) {
  try {
    if (at === null) localStorage.removeItem(IN_FLIGHT_KEY);
    else localStorage.setItem(IN_FLIGHT_KEY, String(at));
  } catch {}
}

/** Inside the lock, a marker can only be a page that went away mid-refresh: give its request time to land. */
async function waitForAbandonedRefresh(now: () => number): Promise<void> {
  for (;;) {
    let started = NaN;
    try {
      started = Number(localStorage.getItem(IN_FLIGHT_KEY));
    } catch {}
    if (!started || now() - started >= IN_FLIGHT_WAIT_MS || now() < started) return;
    await sleep(50);
  }
}

function rememberUser(user: SessionUser) {
  try {
    localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
  } catch {}
}
function forgetUser() {
  try {
    localStorage.removeItem(LAST_USER_KEY);
  } catch {}
}
function lastUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(LAST_USER_KEY);
    const parsed = raw ? (JSON.parse(raw) as SessionUser) : null;
    return parsed && typeof parsed.id === 'string' && typeof parsed.email === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

import { z } from 'zod';
import type { CalendarSyncEnv } from '../../calendar-sync.env';
import {
  AccessTokenRejected,
  ChangedElsewhereError,
  CopyGoneError,
  FullSyncRequiredError,
  ProviderAuthError,
  ProviderError,
  TransientProviderError,
} from '../provider';
import { retryAfterMs, transientRetry } from '../retry';

export const GOOGLE_SCOPES = ['openid', 'email', 'https://www.googleapis.com/auth/calendar.readonly', 'https://www.googleapis.com/auth/calendar.events'];
/** Any of these lets FLOW read events; without one the connection is useless. */
const CALENDAR_SCOPES = [
  'https://www.googleapis.com/auth/calendar',
  'https://www.googleapis.com/auth/calendar.readonly',
  'https://www.googleapis.com/auth/calendar.events',
];

const TokenResponse = z.object({
  access_token: z.string(),
  expires_in: z.number(),
  refresh_token: z.string().optional(),
  scope: z.string().default(''),
  token_type: z.string(),
});
const OAuthError = z.object({ error: z.string(), error_description: z.string().optional() });
const ApiError = z.object({
  error: z.object({ code: z.number().optional(), message: z.string().optional(), errors: z.array(z.object({ reason: z.string().optional() })).optional() }),
});
/** Google's per-project and per-user rate limits: retried, unlike other 403s (no access, quota for the day). */
const RATE_LIMIT_REASONS = ['rateLimitExceeded', 'userRateLimitExceeded'];
const UserInfo = z.object({ sub: z.string(), email: z.string() });

export interface GoogleTokens {
  accessToken: string;
  expiresAt: Date;
  refreshToken?: string;
  scope: string;
}

export { AccessTokenRejected } from '../provider';

export interface CallOptions {
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** e.g. If-Match: a write only when the resource is still at that version. */
  headers?: Record<string, string>;
}

/**
 * Google's OAuth 2.0 and Calendar API v3 over HTTP. Every base URL comes from the environment, so
 * the same code talks to Google or to the local stand-in.
 */
export class GoogleApi {
  private readonly retry;

  constructor(private readonly env: CalendarSyncEnv) {
    this.retry = transientRetry(env.CALENDAR_RETRY_ATTEMPTS);
  }

  get configured(): boolean {
    return Boolean(this.env.googleClientId && this.env.googleClientSecret);
  }

  authUrl(redirectUri: string, state: string, codeChallenge: string): string {
    const url = new URL(this.env.GOOGLE_AUTH_URL);
    url.search = new URLSearchParams({
      client_id: this.env.googleClientId!,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: GOOGLE_SCOPES.join(' '),
      access_type: 'offline',
      // Ask again every time so Google always returns a refresh token.
      prompt: 'consent',
      include_granted_scopes: 'true',
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  exchangeCode(code: string, verifier: string, redirectUri: string): Promise<GoogleTokens> {
    return this.tokenRequest({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri });
  }

  /** A revoked or expired grant (invalid_grant) is a ProviderAuthError. */
  refresh(refreshToken: string): Promise<GoogleTokens> {
    return this.tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  hasCalendarScope(scope: string): boolean {
    return scope.split(' ').some((s) => CALENDAR_SCOPES.includes(s));
  }

  async revoke(token: string): Promise<void> {
    await fetch(this.env.GOOGLE_REVOKE_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
      signal: this.timeout(),
    });
  }

  async userInfo(accessToken: string): Promise<z.infer<typeof UserInfo>> {
    const response = await fetch(this.env.GOOGLE_USERINFO_URL, { headers: { authorization: `Bearer ${accessToken}` }, signal: this.timeout() });
    if (!response.ok) throw new ProviderError(`Google did not return the account (${response.status}).`, response.status);
    return UserInfo.parse(await response.json());
  }

  /** One Calendar API call; `path` starts with / under the API base URL. Rate limits and 5xx are retried with back-off. */
  call<T = unknown>(accessToken: string, method: string, path: string, options: CallOptions = {}): Promise<T> {
    return this.retry.execute(() => this.callOnce<T>(accessToken, method, path, options));
  }

  private async callOnce<T>(accessToken: string, method: string, path: string, options: CallOptions): Promise<T> {
    const url = new URL(this.env.GOOGLE_CALENDAR_API_URL.replace(/\/$/, '') + path);
    for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(key, value);
    const response = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: this.timeout(),
    });
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    const json = text ? (JSON.parse(text) as unknown) : undefined;
    if (response.ok) return json as T;
    if (response.status === 401) throw new AccessTokenRejected();
    const error = ApiError.safeParse(json).data?.error;
    const reason = error?.errors?.[0]?.reason;
    if (response.status === 410 && reason === 'fullSyncRequired') throw new FullSyncRequiredError(error?.message);
    if (response.status === 404 || response.status === 410) throw new CopyGoneError();
    // If-Match did not match: the event changed since FLOW's version of it.
    if (response.status === 412) throw new ChangedElsewhereError();
    const message = error?.message ?? response.statusText;
    if (response.status === 429 || response.status >= 500 || (response.status === 403 && RATE_LIMIT_REASONS.includes(reason ?? ''))) {
      throw new TransientProviderError(
        `Google Calendar is busy (${response.status}: ${message})`,
        response.status,
        retryAfterMs(response.headers.get('retry-after')),
      );
    }
    throw new ProviderError(`Google Calendar refused the request (${response.status}: ${message})`, response.status);
  }

  private async tokenRequest(params: Record<string, string>): Promise<GoogleTokens> {
    const response = await fetch(this.env.GOOGLE_TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...params, client_id: this.env.googleClientId!, client_secret: this.env.googleClientSecret! }),
      signal: this.timeout(),
    });
    const json = (await response.json().catch(() => ({}))) as unknown;
    if (!response.ok) {
      const error = OAuthError.safeParse(json).data;
      if (error?.error === 'invalid_grant') throw new ProviderAuthError(error.error_description ?? 'invalid_grant');
      throw new ProviderError(`Google refused the token request (${response.status}: ${error?.error ?? 'error'})`, response.status);
    }
    const tokens = TokenResponse.parse(json);
    return {
      accessToken: tokens.access_token,
      expiresAt: new Date(Date.now() + tokens.expires_in * 1000),
      refreshToken: tokens.refresh_token,
      scope: tokens.scope,
    };
  }

  private timeout() {
    return AbortSignal.timeout(this.env.CALENDAR_PROVIDER_TIMEOUT_MS);
  }
}

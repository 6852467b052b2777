import { z } from 'zod';
import type { CalendarSyncEnv } from '../../calendar-sync.env';
import type { OAuthTokens, ProviderCallOptions } from '../oauth-account';
import { callJson, type FailedCall, requestTokens } from '../oauth-http';
import { ChangedElsewhereError, CopyGoneError, FullSyncRequiredError, ProviderError, TransientProviderError } from '../provider';
import { transientRetry } from '../retry';

export const GOOGLE_SCOPES = ['openid', 'email', 'https://www.googleapis.com/auth/calendar.readonly', 'https://www.googleapis.com/auth/calendar.events'];
/** Any of these lets FLOW read events; without one the connection is useless. */
const CALENDAR_SCOPES = [
  'https://www.googleapis.com/auth/calendar',
  'https://www.googleapis.com/auth/calendar.readonly',
  'https://www.googleapis.com/auth/calendar.events',
];

const ApiError = z.object({
  error: z.object({ code: z.number().optional(), message: z.string().optional(), errors: z.array(z.object({ reason: z.string().optional() })).optional() }),
});
/** Google's per-project and per-user rate limits: retried, unlike other 403s (no access, quota for the day). */
const RATE_LIMIT_REASONS = ['rateLimitExceeded', 'userRateLimitExceeded'];
const UserInfo = z.object({ sub: z.string(), email: z.string() });

export type GoogleTokens = OAuthTokens;

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
  call<T = unknown>(accessToken: string, method: string, path: string, options: ProviderCallOptions = {}): Promise<T> {
    return this.retry.execute(() => this.callOnce<T>(accessToken, method, path, options));
  }

  private callOnce<T>(accessToken: string, method: string, path: string, options: ProviderCallOptions): Promise<T> {
    const url = new URL(this.env.GOOGLE_CALENDAR_API_URL.replace(/\/$/, '') + path);
    return callJson<T>(url, accessToken, method, options, this.env.CALENDAR_PROVIDER_TIMEOUT_MS, failure);
  }

  private tokenRequest(params: Record<string, string>): Promise<GoogleTokens> {
    return requestTokens(this.env.GOOGLE_TOKEN_URL, params, {
      providerName: 'Google',
      clientId: this.env.googleClientId!,
      clientSecret: this.env.googleClientSecret!,
      timeoutMs: this.env.CALENDAR_PROVIDER_TIMEOUT_MS,
      authErrors: ['invalid_grant'],
    });
  }

  private timeout() {
    return AbortSignal.timeout(this.env.CALENDAR_PROVIDER_TIMEOUT_MS);
  }
}

/** Google's answer as FLOW's error: a stale sync token, a gone or changed event, a rate limit (retried), or a refusal. */
function failure({ status, statusText, json, retryAfterMs }: FailedCall): never {
  const error = ApiError.safeParse(json).data?.error;
  const reason = error?.errors?.[0]?.reason;
  if (status === 410 && reason === 'fullSyncRequired') throw new FullSyncRequiredError(error?.message);
  if (status === 404 || status === 410) throw new CopyGoneError();
  // If-Match did not match: the event changed since FLOW's version of it.
  if (status === 412) throw new ChangedElsewhereError();
  const message = error?.message ?? statusText;
  if (status === 429 || status >= 500 || (status === 403 && RATE_LIMIT_REASONS.includes(reason ?? ''))) {
    throw new TransientProviderError(`Google Calendar is busy (${status}: ${message})`, status, retryAfterMs);
  }
  throw new ProviderError(`Google Calendar refused the request (${status}: ${message})`, status);
}

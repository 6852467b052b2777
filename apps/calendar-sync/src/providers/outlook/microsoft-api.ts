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

/** Work/school and personal accounts: calendars read and written, offline access (a refresh token), the account's address. */
export const MICROSOFT_SCOPES = ['openid', 'email', 'profile', 'offline_access', 'User.Read', 'Calendars.ReadWrite'];

const TokenResponse = z.object({
  access_token: z.string(),
  expires_in: z.coerce.number(),
  refresh_token: z.string().optional(),
  scope: z.string().default(''),
});
const OAuthError = z.object({ error: z.string(), error_description: z.string().optional() });
const GraphError = z.object({ error: z.object({ code: z.string().optional(), message: z.string().optional() }) });
const Me = z.object({ id: z.string(), mail: z.string().nullable().optional(), userPrincipalName: z.string() });

export interface MicrosoftTokens {
  accessToken: string;
  expiresAt: Date;
  refreshToken?: string;
  scope: string;
}

export interface GraphCallOptions {
  query?: Record<string, string | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The Microsoft identity platform (authorization code flow with PKCE) and Microsoft Graph over HTTP.
 * Hand-written rather than @azure/msal-node: MSAL keeps refresh tokens inside its own token cache and
 * never hands them out, while FLOW keeps each connection's tokens sealed in its own row (as for Google),
 * and the token endpoint is plain OAuth 2.0. Every base URL comes from the environment (Microsoft or the stand-in).
 */
export class MicrosoftApi {
  private readonly retry;

  constructor(private readonly env: CalendarSyncEnv) {
    this.retry = transientRetry(env.CALENDAR_RETRY_ATTEMPTS);
  }

  get configured(): boolean {
    return Boolean(this.env.MICROSOFT_CLIENT_ID && this.env.MICROSOFT_CLIENT_SECRET);
  }

  authUrl(redirectUri: string, state: string, codeChallenge: string): string {
    const url = new URL(`${this.authority()}/oauth2/v2.0/authorize`);
    url.search = new URLSearchParams({
      client_id: this.env.MICROSOFT_CLIENT_ID!,
      response_type: 'code',
      redirect_uri: redirectUri,
      response_mode: 'query',
      scope: MICROSOFT_SCOPES.join(' '),
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      prompt: 'select_account',
    }).toString();
    return url.toString();
  }

  exchangeCode(code: string, verifier: string, redirectUri: string): Promise<MicrosoftTokens> {
    return this.tokenRequest({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri, scope: MICROSOFT_SCOPES.join(' ') });
  }

  /** Microsoft rotates refresh tokens: the answer may carry a new one. A refused one (invalid_grant) is a ProviderAuthError. */
  refresh(refreshToken: string): Promise<MicrosoftTokens> {
    return this.tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken, scope: MICROSOFT_SCOPES.join(' ') });
  }

  hasCalendarScope(scope: string): boolean {
    return scope.split(' ').some((s) => /(^|\/)Calendars\.ReadWrite$/i.test(s));
  }

  /** The signed-in account: its stable id and address (mail, else the sign-in name). */
  async me(accessToken: string): Promise<{ id: string; email: string }> {
    const me = Me.parse(await this.call(accessToken, 'GET', '/me', { query: { $select: 'id,mail,userPrincipalName' } }));
    return { id: me.id, email: (me.mail || me.userPrincipalName).toLowerCase() };
  }

  /** One Graph call: `path` is under the Graph base URL, or an absolute @odata.nextLink / deltaLink. 429 and 5xx are retried. */
  call<T = unknown>(accessToken: string, method: string, path: string, options: GraphCallOptions = {}): Promise<T> {
    return this.retry.execute(() => this.callOnce<T>(accessToken, method, path, options));
  }

  private async callOnce<T>(accessToken: string, method: string, path: string, options: GraphCallOptions): Promise<T> {
    const url = new URL(/^https?:/.test(path) ? path : this.env.MICROSOFT_GRAPH_URL.replace(/\/$/, '') + path);
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
      signal: AbortSignal.timeout(this.env.CALENDAR_PROVIDER_TIMEOUT_MS),
    });
    if (response.status === 204 || response.status === 202) return undefined as T;
    const text = await response.text();
    const json = text ? (JSON.parse(text) as unknown) : undefined;
    if (response.ok) return json as T;
    if (response.status === 401) throw new AccessTokenRejected();
    const error = GraphError.safeParse(json).data?.error;
    // A delta token Graph no longer knows: the sync starts over with the window.
    if (response.status === 410 || error?.code === 'syncStateNotFound' || error?.code === 'resyncRequired') throw new FullSyncRequiredError(error?.message);
    if (response.status === 404) throw new CopyGoneError();
    if (response.status === 412) throw new ChangedElsewhereError();
    const message = error?.message ?? response.statusText;
    if (response.status === 429 || response.status >= 500) {
      throw new TransientProviderError(`Outlook is busy (${response.status}: ${message})`, response.status, retryAfterMs(response.headers.get('retry-after')));
    }
    throw new ProviderError(`Outlook refused the request (${response.status}: ${message})`, response.status);
  }

  private async tokenRequest(params: Record<string, string>): Promise<MicrosoftTokens> {
    const response = await fetch(`${this.authority()}/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...params, client_id: this.env.MICROSOFT_CLIENT_ID!, client_secret: this.env.MICROSOFT_CLIENT_SECRET! }),
      signal: AbortSignal.timeout(this.env.CALENDAR_PROVIDER_TIMEOUT_MS),
    });
    const json = (await response.json().catch(() => ({}))) as unknown;
    if (!response.ok) {
      const error = OAuthError.safeParse(json).data;
      if (error?.error === 'invalid_grant' || error?.error === 'interaction_required') throw new ProviderAuthError(error.error_description ?? error.error);
      throw new ProviderError(`Microsoft refused the token request (${response.status}: ${error?.error ?? 'error'})`, response.status);
    }
    const tokens = TokenResponse.parse(json);
    return {
      accessToken: tokens.access_token,
      expiresAt: new Date(Date.now() + tokens.expires_in * 1000),
      refreshToken: tokens.refresh_token,
      scope: tokens.scope,
    };
  }

  private authority(): string {
    return this.env.MICROSOFT_AUTHORITY.replace(/\/$/, '');
  }
}

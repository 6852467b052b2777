import { z } from 'zod';
import type { CalendarSyncEnv } from '../../calendar-sync.env';
import type { OAuthTokens, ProviderCallOptions } from '../oauth-account';
import { callJson, type FailedCall, requestTokens } from '../oauth-http';
import { ChangedElsewhereError, CopyGoneError, FullSyncRequiredError, ProviderError, TransientProviderError } from '../provider';
import { transientRetry } from '../retry';

/** Work/school and personal accounts: calendars read and written, offline access (a refresh token), the account's address. */
export const MICROSOFT_SCOPES = ['openid', 'email', 'profile', 'offline_access', 'User.Read', 'Calendars.ReadWrite'];

const GraphError = z.object({ error: z.object({ code: z.string().optional(), message: z.string().optional() }) });
const Me = z.object({ id: z.string(), mail: z.string().nullable().optional(), userPrincipalName: z.string() });

export type MicrosoftTokens = OAuthTokens;

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
  call<T = unknown>(accessToken: string, method: string, path: string, options: ProviderCallOptions = {}): Promise<T> {
    return this.retry.execute(() => this.callOnce<T>(accessToken, method, path, options));
  }

  private callOnce<T>(accessToken: string, method: string, path: string, options: ProviderCallOptions): Promise<T> {
    const url = new URL(/^https?:/.test(path) ? path : this.env.MICROSOFT_GRAPH_URL.replace(/\/$/, '') + path);
    return callJson<T>(url, accessToken, method, options, this.env.CALENDAR_PROVIDER_TIMEOUT_MS, failure);
  }

  private tokenRequest(params: Record<string, string>): Promise<MicrosoftTokens> {
    return requestTokens(`${this.authority()}/oauth2/v2.0/token`, params, {
      providerName: 'Microsoft',
      clientId: this.env.MICROSOFT_CLIENT_ID!,
      clientSecret: this.env.MICROSOFT_CLIENT_SECRET!,
      timeoutMs: this.env.CALENDAR_PROVIDER_TIMEOUT_MS,
      // interaction_required: consent was withdrawn or a policy now asks the person to sign in again.
      authErrors: ['invalid_grant', 'interaction_required'],
    });
  }

  private authority(): string {
    return this.env.MICROSOFT_AUTHORITY.replace(/\/$/, '');
  }
}

/** Graph's answer as FLOW's error: a stale delta token, a gone or changed event, throttling (retried), or a refusal. */
function failure({ status, statusText, json, retryAfterMs }: FailedCall): never {
  const error = GraphError.safeParse(json).data?.error;
  // A delta token Graph no longer knows: the sync starts over with the window.
  if (status === 410 || error?.code === 'syncStateNotFound' || error?.code === 'resyncRequired') throw new FullSyncRequiredError(error?.message);
  if (status === 404) throw new CopyGoneError();
  if (status === 412) throw new ChangedElsewhereError();
  const message = error?.message ?? statusText;
  if (status === 429 || status >= 500) throw new TransientProviderError(`Outlook is busy (${status}: ${message})`, status, retryAfterMs);
  throw new ProviderError(`Outlook refused the request (${status}: ${message})`, status);
}

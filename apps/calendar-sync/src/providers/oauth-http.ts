import { z } from 'zod';
import type { OAuthTokens, ProviderCallOptions } from './oauth-account';
import { AccessTokenRejected, ProviderAuthError, ProviderError } from './provider';
import { retryAfterMs } from './retry';

const TokenResponse = z.object({
  access_token: z.string(),
  // Microsoft's v1-style answers carry it as a string.
  expires_in: z.coerce.number(),
  refresh_token: z.string().optional(),
  scope: z.string().default(''),
});
const OAuthError = z.object({ error: z.string(), error_description: z.string().optional() });

/** A failed API call as the provider answered it, for the provider to name its error. */
export interface FailedCall {
  status: number;
  statusText: string;
  json: unknown;
  retryAfterMs?: number;
}

/**
 * One bearer-token JSON request to a provider's API. Answers the body of a 2xx (undefined for 202/204);
 * a 401 is AccessTokenRejected (the account refreshes and tries again); any other failure goes to
 * `fail`, which throws the provider's error for it.
 */
export async function callJson<T>(
  url: URL,
  accessToken: string,
  method: string,
  options: ProviderCallOptions,
  timeoutMs: number,
  fail: (failed: FailedCall) => never,
): Promise<T> {
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
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status === 204 || response.status === 202) return undefined as T;
  const text = await response.text();
  const json = text ? (JSON.parse(text) as unknown) : undefined;
  if (response.ok) return json as T;
  if (response.status === 401) throw new AccessTokenRejected();
  return fail({ status: response.status, statusText: response.statusText, json, retryAfterMs: retryAfterMs(response.headers.get('retry-after')) });
}

export interface TokenClient {
  providerName: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  /** OAuth error codes that mean the grant is gone (the person must connect again). */
  authErrors: string[];
}

/** A request to a provider's token endpoint (authorization_code or refresh_token grant). */
export async function requestTokens(endpoint: string, params: Record<string, string>, client: TokenClient): Promise<OAuthTokens> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ ...params, client_id: client.clientId, client_secret: client.clientSecret }),
    signal: AbortSignal.timeout(client.timeoutMs),
  });
  const json = (await response.json().catch(() => ({}))) as unknown;
  if (!response.ok) {
    const error = OAuthError.safeParse(json).data;
    if (error && client.authErrors.includes(error.error)) throw new ProviderAuthError(error.error_description ?? error.error);
    throw new ProviderError(`${client.providerName} refused the token request (${response.status}: ${error?.error ?? 'error'})`, response.status);
  }
  const tokens = TokenResponse.parse(json);
  return {
    accessToken: tokens.access_token,
    expiresAt: new Date(Date.now() + tokens.expires_in * 1000),
    refreshToken: tokens.refresh_token,
    scope: tokens.scope,
  };
}

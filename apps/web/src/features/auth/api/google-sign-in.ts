import { useMutation } from '@tanstack/react-query';
import { IdentityMessages } from '@flow/contracts';
import { ApiError, NetworkError, routeUrl } from '../../../lib/api-client';

const providers = {
  google: { route: 'googleStart', failed: IdentityMessages.googleFailed },
  microsoft: { route: 'microsoftStart', failed: IdentityMessages.microsoftFailed },
} as const;
export type SignInProvider = keyof typeof providers;

/**
 * Google or Microsoft sign-in starts with a redirect from the gateway. It is probed first without
 * following the redirect, so a server without the provider configured answers with its message (501)
 * instead of leaving the person on a raw error page.
 */
export async function startProviderSignIn(provider: SignInProvider, navigate: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  const url = routeUrl(providers[provider].route);
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'manual', credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    throw new NetworkError();
  }
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    navigate(url);
    return;
  }
  const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  throw new ApiError(response.status, body?.error?.code ?? `HTTP_${response.status}`, body?.error?.message ?? providers[provider].failed);
}

export const startGoogleSignIn = (navigate?: (url: string) => void) => startProviderSignIn('google', navigate);

export function useProviderSignIn(provider: SignInProvider) {
  return useMutation({ mutationFn: () => startProviderSignIn(provider) });
}

export const useGoogleSignIn = () => useProviderSignIn('google');

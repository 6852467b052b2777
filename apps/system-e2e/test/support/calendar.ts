import { sharedGoogleStandin, type TestHttpClient, uniqueEmail } from '@flow/testing';
import type { Actor } from './actors';

export const REDIRECT_URI = 'http://localhost:8080/auth/google/callback';

/** A Google authorisation for `actor` at the run's Google stand-in: what the browser brings back to FLOW. */
export async function googleConsent(api: TestHttpClient, actor: Actor): Promise<{ code: string; state: string; googleEmail: string }> {
  const google = sharedGoogleStandin();
  const googleEmail = uniqueEmail('g');
  await google.control('POST', '/accounts', { email: googleEmail });
  const started = await api.post('/api/calendar/auth-url', { redirectUri: REDIRECT_URI }, actor.token);
  if (started.status !== 200) throw new Error(`auth-url: ${started.status} ${JSON.stringify(started.body)}`);
  const authUrl = new URL(started.body.authUrl);
  const form = new URLSearchParams({ ...Object.fromEntries(authUrl.searchParams), email: googleEmail, decision: 'allow' });
  const approved = await fetch(new URL('/o/oauth2/v2/auth/approve', authUrl), { method: 'POST', body: form, redirect: 'manual' });
  const callback = new URL(approved.headers.get('location') ?? 'http://missing');
  return { code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')!, googleEmail };
}

/** Connects `actor`'s Google Calendar (stand-in) through the gateway. */
export async function connectGoogle(api: TestHttpClient, actor: Actor): Promise<string> {
  const { code, state, googleEmail } = await googleConsent(api, actor);
  const res = await api.post('/api/calendar/oauth', { code, state, redirectUri: REDIRECT_URI }, actor.token);
  if (res.status !== 200) throw new Error(`oauth: ${res.status} ${JSON.stringify(res.body)}`);
  return googleEmail;
}

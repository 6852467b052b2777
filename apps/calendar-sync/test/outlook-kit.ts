import { sharedMicrosoftStandin, uniqueEmail } from '@flow/testing';
import { api, signUp, type TestUser } from './calendar-test-kit';

export const microsoft = sharedMicrosoftStandin();
export const OUTLOOK_REDIRECT_URI = 'http://localhost:8080/auth/microsoft/callback';

/** Starts the Outlook flow through the gateway: the Microsoft authorization URL and its parameters. */
export async function startOutlook(user: TestUser, body: Record<string, unknown> = { provider: 'outlook', redirectUri: OUTLOOK_REDIRECT_URI }, client = api) {
  const res = await client.post('/api/calendar/auth-url', body, user.token);
  if (res.status !== 200) throw new Error(`auth-url failed: ${res.status} ${JSON.stringify(res.body)}`);
  const authUrl = new URL(res.body.authUrl);
  return { authUrl, params: Object.fromEntries(authUrl.searchParams) };
}

/** What the browser does at Microsoft: the consent page, then Accept as `email`; returns the callback's query. */
export async function consentOutlook(authUrl: URL, email: string) {
  const page = await fetch(authUrl);
  if (page.status !== 200) throw new Error(`consent page: ${page.status} ${await page.text()}`);
  const form = new URLSearchParams({ ...Object.fromEntries(authUrl.searchParams), email, decision: 'allow' });
  const approved = await fetch(new URL('authorize/approve', authUrl), { method: 'POST', body: form, redirect: 'manual' });
  const location = approved.headers.get('location');
  if (approved.status !== 302 || !location) throw new Error(`approve: ${approved.status}`);
  const callback = new URL(location);
  return { code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')! };
}

/** A Microsoft account at the stand-in, and a FLOW user connected to it. */
export async function connectedOutlookUser(client = api) {
  const user = await signUp('outlook', client);
  const outlookEmail = uniqueEmail('ms');
  const account = await microsoft.control<{ id: string; calendars: { id: string; isDefaultCalendar: boolean }[] }>('POST', '/accounts', {
    email: outlookEmail,
  });
  const { authUrl } = await startOutlook(user, undefined, client);
  const { code, state } = await consentOutlook(authUrl, outlookEmail);
  const connected = await client.post('/api/calendar/oauth', { provider: 'outlook', code, state, redirectUri: OUTLOOK_REDIRECT_URI }, user.token);
  if (connected.status !== 200) throw new Error(`oauth failed: ${connected.status} ${JSON.stringify(connected.body)}`);
  return { user, outlookEmail, calendarId: account.calendars.find((c) => c.isDefaultCalendar)!.id, status: connected.body };
}

/** A Graph event body at an instant, in UTC. */
export const graphEvent = (subject: string, start: Date, end: Date, extra: Record<string, unknown> = {}) => ({
  subject,
  start: { dateTime: start.toISOString().slice(0, 19), timeZone: 'UTC' },
  end: { dateTime: end.toISOString().slice(0, 19), timeZone: 'UTC' },
  ...extra,
});

export function addOutlookEvents(email: string, events: unknown[]) {
  return microsoft.control<{ items: { id: string; '@odata.etag': string }[] }>('POST', `/accounts/${encodeURIComponent(email)}/events`, { events });
}

export async function storedOutlookEvents(email: string) {
  return (await microsoft.control<{ items: any[] }>('GET', `/accounts/${encodeURIComponent(email)}/events`)).items;
}

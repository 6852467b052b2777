import { IdentityMessages } from '@flow/contracts';
import { sharedGatewayUrl, TestHttpClient, uniqueEmail } from '@flow/testing';

// The /auth forms as a browser without JavaScript posts them (issue 39): the gateway signs in or up as
// the JSON API does and redirects home, or answers the page again with the error in the form.
const base = () => sharedGatewayUrl();
const sameOrigin = { 'sec-fetch-site': 'same-origin', origin: 'null' };

function post(fields: Record<string, string>, headers: Record<string, string> = sameOrigin) {
  return fetch(`${base()}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const alertOf = (html: string, intent: string) => html.match(new RegExp(`data-form-error="${intent}"[^>]*>([^<]*)<`))?.[1];

it('signs up and in with the form, sets the session cookie and redirects to /', async () => {
  const email = uniqueEmail('form');
  const signedUp = await post({ intent: 'signup', name: 'Form Person', email, password: 'secret1' });
  expect(signedUp.status).toBe(303);
  expect(signedUp.headers.get('location')).toBe('/');
  expect(signedUp.headers.get('set-cookie')).toMatch(/flow_refresh=[^;]+;.*HttpOnly.*SameSite=Lax/i);

  const signedIn = await post({ intent: 'signin', email, password: 'secret1' });
  expect(signedIn.status).toBe(303);
  const cookie = signedIn.headers.get('set-cookie')!.split(';', 1)[0]!;
  // The cookie is a working session: the app's start-up refresh answers with a token.
  const refreshed = await fetch(`${base()}/api/auth/refresh`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: base() },
    body: '{}',
  });
  expect(refreshed.status).toBe(200);
  expect(((await refreshed.json()) as { user: { email: string } }).user.email).toBe(email);
});

it('shows the same errors as the API in the page, keeping the e-mail typed', async () => {
  const email = uniqueEmail('form-wrong');
  expect((await new TestHttpClient(base()).post('/api/auth/signup', { email, password: 'secret1' })).status).toBe(201);

  const wrong = await post({ intent: 'signin', email, password: 'not-it' });
  expect(wrong.status).toBe(400);
  expect(wrong.headers.get('content-type')).toMatch(/text\/html/);
  const html = await wrong.text();
  expect(alertOf(html, 'signin')).toBe(IdentityMessages.invalidCredentials);
  expect(html).toContain(`value="${email}"`);
  expect(html).toContain('<form');

  // A validation error has the API's status too (422).
  const empty = await post({ intent: 'signin', email: '', password: '' });
  expect(empty.status).toBe(422);
  expect(alertOf(await empty.text(), 'signin')).toBe(IdentityMessages.fillAllFields);

  const short = await post({ intent: 'signup', email: uniqueEmail('form-short'), password: '12345' });
  expect(short.status).toBe(422);
  expect(alertOf(await short.text(), 'signup')).toBe(IdentityMessages.passwordTooShort);

  const taken = await post({ intent: 'signup', email, password: 'secret1' });
  expect(alertOf(await taken.text(), 'signup')).toBe(IdentityMessages.emailTaken);
});

it('refuses a post from another site (login CSRF) and escapes what it echoes', async () => {
  const crossSite = await post({ intent: 'signin', email: 'a@example.com', password: 'x' }, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
  expect(crossSite.status).toBe(403);
  expect(crossSite.headers.get('set-cookie')).toBeNull();
  const noProof = await post({ intent: 'signin', email: 'a@example.com', password: 'x' }, { origin: 'null' });
  expect(noProof.status).toBe(403);

  const hostile = await post({ intent: 'signin', email: '"><script>alert(1)</script>', password: 'x' });
  const html = await hostile.text();
  expect(html).not.toContain('<script>alert(1)</script>');
});

it('reads form bodies on /auth only: the API still takes JSON alone', async () => {
  const res = await fetch(`${base()}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...sameOrigin },
    body: 'email=a%40example.com&password=x',
  });
  expect(res.status).toBe(415);
});

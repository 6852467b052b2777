import { confirmEmail, expectEventually, TestHttpClient, uniqueEmail } from '@flow/testing';

/** A signed-up person driving the API, with what the tests need to act as them. */
export interface Actor {
  userId: string;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
}

export const PASSWORD = 'secret-pass-1';

/** Signs up through the gateway, confirms the address, and waits until profile-chart has made the person's empty profile. */
export async function signUp(api: TestHttpClient, tag = 'sys', fullName = 'Test Person'): Promise<Actor> {
  const email = uniqueEmail(tag);
  const res = await api.post('/api/auth/signup', { email, password: PASSWORD, fullName });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const actor = { userId: res.body.user.id, email, password: PASSWORD, token: res.body.access_token, refreshToken: res.body.refresh_token };
  await confirmEmail(api.baseUrl, email);
  await expectEventually(async () => expect((await api.get('/api/profile', actor.token)).status).toBe(200), { timeoutMs: 15_000 });
  return actor;
}

/** Several people at once, a few at a time (sign-up hashes a password, which is costly). */
export async function signUpMany(api: TestHttpClient, count: number, tag = 'sys'): Promise<Actor[]> {
  const actors: Actor[] = [];
  for (let i = 0; i < count; i += 3) actors.push(...(await Promise.all(Array.from({ length: Math.min(3, count - i) }, () => signUp(api, tag)))));
  return actors;
}

export const BIRTH = { birthDate: '1990-04-13', birthTime: '07:10', birthPlace: 'Kathmandu, Nepal' };

/** Gives the person a blueprint (onboarding step 1), which dasha, transits and the daily flow need. */
export async function analyse(api: TestHttpClient, actor: Actor): Promise<void> {
  const res = await api.post('/api/charts/analyze', BIRTH, actor.token);
  if (res.status !== 200) throw new Error(`analysis failed: ${res.status} ${JSON.stringify(res.body)}`);
}

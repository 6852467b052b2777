import { expectEventually, sharedGatewayUrl, TestHttpClient, uniqueEmail } from '@flow/testing';

export const api = new TestHttpClient(sharedGatewayUrl());

export interface TestUser {
  id: string;
  token: string;
}

/** Signs up through the gateway and waits for profile-chart to create the empty profile. */
export async function signUpWithProfile(fullName?: string): Promise<TestUser> {
  const res = await api.post('/api/auth/signup', { email: uniqueEmail('chart'), password: 'secret1', ...(fullName ? { fullName } : {}) });
  expect(res.status).toBe(201);
  const user = { id: res.body.user.id as string, token: res.body.access_token as string };
  await expectEventually(async () => expect((await api.get('/api/profile', user.token)).status).toBe(200), { timeoutMs: 10_000 });
  return user;
}

export const KATHMANDU = { birthDate: '1990-04-13', birthTime: '07:10', birthPlace: 'Kathmandu, Nepal' };

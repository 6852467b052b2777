import { QueryClient } from '@tanstack/react-query';
import { profile } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/render';
import { keepSavedProfile, profileQueryOptions } from './get-profile';
import { profileKeys } from './profile-keys';

describe('keepSavedProfile', () => {
  it('a read that was answered before the save does not put the old profile back', async () => {
    let answerRead: ((answer: [number, unknown]) => void) | undefined;
    mockFetch({ 'GET /api/profile': () => new Promise((resolve) => (answerRead = resolve)) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const before = profile({ full_name: null, onboarding_completed: false });
    const saved = profile({ full_name: 'Dana Flow', onboarding_completed: true });

    // A realtime update's refetch is on its way when the save answers.
    const read = client.fetchQuery(profileQueryOptions()).catch(() => undefined);
    await Promise.resolve();
    expect(answerRead).toBeDefined();
    await keepSavedProfile(client, saved);
    answerRead?.([200, before]);
    await read;

    expect(client.getQueryData(profileKeys.me())).toEqual(saved);
    // A read made after the save is kept as usual.
    mockFetch({ 'GET /api/profile': () => [200, { ...saved, full_name: 'Dana Renamed' }] });
    await client.refetchQueries({ queryKey: profileKeys.me() });
    expect(client.getQueryData(profileKeys.me())).toMatchObject({ full_name: 'Dana Renamed' });
  });
});

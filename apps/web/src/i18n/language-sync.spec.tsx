import { act, render } from '@testing-library/react';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { AppProvider } from '../app/provider';
import { profileKeys } from '../features/profile/api/profile-keys';
import { configureApiAuth } from '../lib/api-client';
import { SessionStore } from '../lib/auth/session-store';
import { forgetPersistedQueries, restoreQueries } from '../lib/query-persistence';
import { profile } from '../testing/fixtures';
import { mockFetch, testQueryClient, testSession } from '../testing/render';
import { LanguageSync } from './language-sync';
import { changeLanguage, i18n } from '.';

/** The profile this browser kept (lib/query-persistence.ts), written before Hindi was chosen. */
function keptProfileInEnglish() {
  const last = new QueryClient();
  last.setQueryData(profileKeys.me(), { ...profile(), language: 'en' }, { updatedAt: Date.now() - 60_000 });
  localStorage.setItem('flow.queryCache', JSON.stringify({ savedAt: Date.now() - 500, state: dehydrate(last) }));
}

/** A reload: main.tsx speaks the language kept on the device, the app restores the kept queries. */
async function reload(answer: Promise<[number, unknown]>) {
  mockFetch({ 'GET /api/profile': () => answer });
  await act(() => changeLanguage(localStorage.getItem('flow.language') === 'hi' ? 'hi' : 'en'));
  const client = testQueryClient();
  restoreQueries(client);
  const session = new SessionStore();
  configureApiAuth({ getAccessToken: session.getAccessToken, refreshAfterUnauthorized: session.refreshAfterUnauthorized });
  session.setSession(testSession(), { broadcast: false });
  render(
    <AppProvider queryClient={client} session={session} autoStartSession={false}>
      <LanguageSync />
    </AppProvider>,
  );
  // Every effect of the first renders run.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('the language after a reload', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
    forgetPersistedQueries();
    localStorage.clear();
  });

  it('Hindi chosen a moment before a reload stays: the kept profile, written before the choice, does not switch it back', async () => {
    keptProfileInEnglish();
    localStorage.setItem('flow.language', 'hi');
    let answer!: (value: [number, unknown]) => void;
    await reload(new Promise((resolve) => (answer = resolve)));
    expect(i18n.language).toBe('hi');
    expect(localStorage.getItem('flow.language')).toBe('hi');

    await act(async () => answer([200, { ...profile(), language: 'hi' }]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(i18n.language).toBe('hi');
  });

  it('the server’s answer still decides (the language was changed on another device)', async () => {
    keptProfileInEnglish();
    localStorage.setItem('flow.language', 'hi');
    await reload(Promise.resolve([200, { ...profile(), language: 'en' }]));
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('flow.language')).toBe('en');
  });
});

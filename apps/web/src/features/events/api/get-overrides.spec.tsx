import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { forgetPersistedQueries, persistQueries, restoreQueries } from '../../../lib/query-persistence';
import { mockFetch, testQueryClient } from '../../../testing/render';
import { overridesQueryOptions, useOverrides } from './get-overrides';

const EVENT = '4b0d2a8e-6f0e-4c55-9a43-2f1d0f6f3c11';

describe('useOverrides', () => {
  afterEach(() => forgetPersistedQueries());

  it('gives a Map by event id, also from the answer kept on the device by the last visit (Planning broke on a restored {})', async () => {
    mockFetch({ 'GET /api/alignment/overrides': () => [200, { overrides: [{ event_id: EVENT, is_aligned: false }] }] });
    const lastVisit = testQueryClient();
    const stop = persistQueries(lastVisit);
    await lastVisit.fetchQuery(overridesQueryOptions());
    await waitFor(() => expect(localStorage.getItem('flow.queryCache')).toContain(EVENT));
    stop();

    // This visit: the kept answer paints first, and the server's never comes.
    mockFetch({ 'GET /api/alignment/overrides': () => new Promise(() => undefined) });
    const client = testQueryClient();
    expect(restoreQueries(client)).toBe(true);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useOverrides(), { wrapper });
    expect(result.current.data?.get(EVENT)).toBe(false);
  });
});

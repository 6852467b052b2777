import { QueryClient } from '@tanstack/react-query';
import { PROFILE_UPDATED_EVENT, REALTIME_REFETCH_DELAY_MS } from '../../config/constants';
import { profileKeys } from '../../features/profile/api/profile-keys';
import { applyInvalidation } from './realtime-provider';

describe('applyInvalidation', () => {
  afterEach(() => jest.useRealTimers());

  it("refreshes the profile at once and the day 2 s after the user's own profile changed", async () => {
    jest.useFakeTimers();
    const queryClient = new QueryClient();
    queryClient.setQueryData(profileKeys.me(), { id: 'x' });
    queryClient.setQueryData(['places', 'lon'], { places: [] });
    sessionStorage.setItem('daily_flow_u1_2026-11-23', '{}');
    sessionStorage.setItem('unrelated', '1');
    const dayRefetch = jest.fn();
    window.addEventListener(PROFILE_UPDATED_EVENT, dayRefetch);

    applyInvalidation(queryClient, { type: 'flow.evt.profile.profile-updated', entity: 'profile-updated' });
    expect(queryClient.getQueryState(profileKeys.me())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['places', 'lon'])?.isInvalidated).toBe(false);
    expect(dayRefetch).not.toHaveBeenCalled();

    jest.advanceTimersByTime(REALTIME_REFETCH_DELAY_MS);
    expect(dayRefetch).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('daily_flow_u1_2026-11-23')).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('1');
    window.removeEventListener(PROFILE_UPDATED_EVENT, dayRefetch);
  });

  it('ignores events it has no rule for', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(profileKeys.me(), { id: 'x' });
    applyInvalidation(queryClient, { type: 'flow.evt.somebody-else.thing' });
    expect(queryClient.getQueryState(profileKeys.me())?.isInvalidated).toBe(false);
  });

  it('applies custom rules by event type', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['events', 'list'], []);
    applyInvalidation(queryClient, { type: 'flow.evt.scheduling.event-created' }, { 'flow.evt.scheduling.event-created': [{ keys: [['events']] }] });
    expect(queryClient.getQueryState(['events', 'list'])?.isInvalidated).toBe(true);
  });
});

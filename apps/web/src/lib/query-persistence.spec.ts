import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { forgetPersistedQueries, persistQueries, restoreQueries } from './query-persistence';

const day = { date: '2026-11-28', place: 'Tokyo, Japan' };

/** A client that kept the day a moment ago, as the last visit would have. */
async function keptByLastVisit(): Promise<void> {
  jest.useFakeTimers();
  const client = new QueryClient();
  const stop = persistQueries(client);
  await client.fetchQuery({ queryKey: ['daily-flow', 'u1', day.date], queryFn: () => day, staleTime: 5 * 60_000 });
  await client.fetchQuery({ queryKey: ['insights'], queryFn: () => ({ learned: true }) });
  jest.advanceTimersByTime(1000);
  stop();
  jest.useRealTimers();
}

describe('the day kept between visits', () => {
  afterEach(() => forgetPersistedQueries());

  it('paints the kept day at once and still asks the server, even inside the query’s fresh time', async () => {
    await keptByLastVisit();
    const client = new QueryClient();
    expect(restoreQueries(client)).toBe(true);
    expect(client.getQueryData(['daily-flow', 'u1', day.date])).toEqual(day);
    // Only the day's own data is kept.
    expect(client.getQueryData(['insights'])).toBeUndefined();

    const fresh = { ...day, place: 'London, United Kingdom' };
    const queryFn = jest.fn(async () => fresh);
    const observer = new QueryObserver(client, { queryKey: ['daily-flow', 'u1', day.date], queryFn, staleTime: 5 * 60_000 });
    const seen: unknown[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    await new Promise((resolve) => setTimeout(resolve, 0));
    unsubscribe();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(seen[0]).toEqual(day);
    expect(seen.at(-1)).toEqual(fresh);
  });

  it('forgets a snapshot older than a day', async () => {
    await keptByLastVisit();
    expect(restoreQueries(new QueryClient(), Date.now() + 25 * 60 * 60_000)).toBe(false);
    expect(restoreQueries(new QueryClient())).toBe(false);
  });

  it('keeps only answers that JSON gives back as they were (a Map would come back as {})', async () => {
    jest.useFakeTimers();
    const writer = new QueryClient();
    const stop = persistQueries(writer);
    await writer.fetchQuery({ queryKey: ['events', 'overrides'], queryFn: () => new Map([['e1', true]]) });
    await writer.fetchQuery({ queryKey: ['events', 'range', 'a', 'b'], queryFn: () => [{ id: 'e1', title: 'Standup' }] });
    jest.advanceTimersByTime(1000);
    stop();
    jest.useRealTimers();

    const client = new QueryClient();
    expect(restoreQueries(client)).toBe(true);
    expect(client.getQueryData(['events', 'overrides'])).toBeUndefined();
    expect(client.getQueryData(['events', 'range', 'a', 'b'])).toEqual([{ id: 'e1', title: 'Standup' }]);
  });
});

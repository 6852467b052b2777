import { dailyFlowFixture } from '../../../testing/flow-fixtures';
import { clearCachedFlows, dailyFlowCacheKey, onCachedFlowsCleared, readCachedFlow, writeCachedFlow } from './daily-flow-cache';

const USER = '11111111-1111-4111-8111-111111111111';
const TODAY = '2026-03-10';

describe('daily flow session cache (spec 7)', () => {
  beforeEach(() => sessionStorage.clear());

  it("keeps a day per user and date and serves it only when it is today's", () => {
    writeCachedFlow(USER, TODAY, dailyFlowFixture(TODAY), 1234);
    expect(sessionStorage.getItem(dailyFlowCacheKey(USER, TODAY))).not.toBeNull();
    expect(readCachedFlow(USER, TODAY, TODAY)).toMatchObject({ storedAt: 1234, flow: { date: TODAY } });
    // The next morning the stored day is not used.
    expect(readCachedFlow(USER, TODAY, '2026-03-11')).toBeNull();
    expect(readCachedFlow('22222222-2222-4222-8222-222222222222', TODAY, TODAY)).toBeNull();
  });

  it('removes a corrupt entry (bad JSON or a flow that fails the contract) so it is fetched again', () => {
    const key = dailyFlowCacheKey(USER, TODAY);
    sessionStorage.setItem(key, '{not json');
    expect(readCachedFlow(USER, TODAY, TODAY)).toBeNull();
    expect(sessionStorage.getItem(key)).toBeNull();
    sessionStorage.setItem(key, JSON.stringify({ date: TODAY, storedAt: 1, flow: { rhythmBlocks: 'nope' } }));
    expect(readCachedFlow(USER, TODAY, TODAY)).toBeNull();
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('clears a user’s days and leaves other keys alone', () => {
    writeCachedFlow(USER, TODAY, dailyFlowFixture(TODAY));
    writeCachedFlow('22222222-2222-4222-8222-222222222222', TODAY, dailyFlowFixture(TODAY));
    sessionStorage.setItem('other', 'x');
    clearCachedFlows(USER);
    expect(sessionStorage.getItem(dailyFlowCacheKey(USER, TODAY))).toBeNull();
    expect(sessionStorage.getItem(dailyFlowCacheKey('22222222-2222-4222-8222-222222222222', TODAY))).not.toBeNull();
    expect(sessionStorage.getItem('other')).toBe('x');
  });

  it('hears another tab clearing its cached day (storage event)', () => {
    const listener = jest.fn();
    const off = onCachedFlowsCleared(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: dailyFlowCacheKey(USER, TODAY), newValue: null, storageArea: sessionStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: null, storageArea: sessionStorage }));
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: sessionStorage }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

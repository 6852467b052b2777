import { reloadOnStaleChunks } from './stale-chunk-reload';

describe('a lazy chunk gone after a deploy (vite:preloadError)', () => {
  const preloadError = () => new Event('vite:preloadError', { cancelable: true });

  it('reloads once instead of showing the error, and lets a second failure right after show', () => {
    const target = new EventTarget() as unknown as Window;
    const reload = jest.fn();
    let now = 1_000_000;
    reloadOnStaleChunks(target, window.sessionStorage, reload, () => now);

    const first = preloadError();
    target.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    // The reloaded page fails again at once: a real error, shown by the page.
    now += 2_000;
    const second = preloadError();
    target.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);

    // A later deploy reloads again.
    now += 60_000;
    target.dispatchEvent(preloadError());
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

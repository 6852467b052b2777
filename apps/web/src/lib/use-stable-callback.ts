import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps its identity from render to render and calls the latest `callback`: a handler
 * handed to a memoised child (`memo`) no longer makes the child render again with each parent render.
 * For event handlers only (called after a render, never during one).
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

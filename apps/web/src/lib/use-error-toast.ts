import { useEffect, useRef } from 'react';
import { notify } from './notices';

/** Shows an error toast once per failure of a query (spec 8: all failures use toasts). */
export function useErrorToast(query: { isError: boolean; errorUpdatedAt: number }, message: string, title?: string): void {
  const shownFor = useRef(0);
  useEffect(() => {
    if (!query.isError || query.errorUpdatedAt === shownFor.current) return;
    shownFor.current = query.errorUpdatedAt;
    notify.error(message, title);
  }, [query.isError, query.errorUpdatedAt, message, title]);
}

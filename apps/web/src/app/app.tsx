import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { session } from '../lib/auth/session';
import { createQueryClient } from '../lib/query-client';
import { persistQueries, restoreQueries } from '../lib/query-persistence';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App() {
  // The last visit's day first (lib/query-persistence.ts), refreshed in place by the queries.
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    restoreQueries(client);
    return client;
  });
  useEffect(() => persistQueries(queryClient), [queryClient]);
  return (
    <AppProvider queryClient={queryClient} session={session}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}

import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { session } from '../lib/auth/session';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <AppProvider queryClient={queryClient} session={session}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

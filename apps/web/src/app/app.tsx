import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { session } from '../lib/auth/session';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProvider queryClient={queryClient} session={session}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}

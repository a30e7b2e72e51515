import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from './api/client.ts';
import { queryClient } from './api/queryClient.ts';
import { handleSessionExpired } from './api/sessionExpiry.ts';
import { router } from './routes.tsx';

setUnauthorizedHandler(() =>
  handleSessionExpired(queryClient, router.state.location, (to) => {
    void router.navigate(to, { replace: true });
  }),
);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Element #root fehlt in index.html');

createRoot(rootElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

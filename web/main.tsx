import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { AppRoutes } from './routes.tsx';
import { SessionExpiryHandler } from './SessionExpiryHandler.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Element #root fehlt in index.html');

const root = createRoot(rootElement);
// The first render as a transition: React renders it in slices of a few milliseconds and lets the browser
// paint and take input between them, instead of one long task (Lighthouse's Total Blocking Time).
startTransition(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <SessionExpiryHandler />
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </StrictMode>,
  );
});

import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { AppRoutes } from './routes.tsx';
import { SessionExpiryHandler } from './SessionExpiryHandler.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Element #root fehlt in index.html');

createRoot(rootElement).render(
  <StrictMode>
    <BrowserRouter>
      <SessionExpiryHandler />
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  </StrictMode>,
);

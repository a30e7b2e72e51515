import { createBrowserRouter, Navigate } from 'react-router';
import { AdminPage } from './pages/admin/AdminPage.tsx';
import { BlacklistPage } from './pages/blacklist/BlacklistPage.tsx';
import { DashboardPage } from './pages/dashboard/DashboardPage.tsx';
import { AppLayout } from './pages/layout/AppLayout.tsx';
import { RequireAdmin } from './pages/layout/RequireAdmin.tsx';
import { RouteError } from './pages/layout/RouteError.tsx';
import { LoginPage } from './pages/login/LoginPage.tsx';
import { MembershipPage } from './pages/membership/MembershipPage.tsx';
import { SubmissionPage } from './pages/submission/SubmissionPage.tsx';

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        path: '/',
        element: <AppLayout />,
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'submissions/:id', element: <SubmissionPage /> },
          { path: 'membership', element: <MembershipPage /> },
          {
            element: <RequireAdmin />,
            children: [
              { path: 'admin', element: <AdminPage /> },
              { path: 'blacklist', element: <BlacklistPage /> },
            ],
          },
        ],
      },
      // Unknown paths go to / (spec 002), which leads on to the dashboard or the login screen.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);

import { createBrowserRouter, Navigate } from 'react-router';
import { AdminPage } from './pages/admin/AdminPage.tsx';
import { BlacklistPage } from './pages/blacklist/BlacklistPage.tsx';
import { DashboardPage } from './pages/dashboard/DashboardPage.tsx';
import { ErrorPage } from './pages/error/ErrorPage.tsx';
import { AppLayout } from './pages/layout/AppLayout.tsx';
import { RequireAdmin } from './pages/layout/RequireAdmin.tsx';
import { RouteError } from './pages/layout/RouteError.tsx';
import { LoginPage } from './pages/login/LoginPage.tsx';
import { MagicLinkPage } from './pages/magicLink/MagicLinkPage.tsx';
import { MembershipPage } from './pages/membership/MembershipPage.tsx';
import { AnamnesePage } from './pages/reception/anamnese/AnamnesePage.tsx';
import { BookingPage } from './pages/reception/booking/BookingPage.tsx';
import { CancellationPage } from './pages/reception/cancellation/CancellationPage.tsx';
import { ReceptionHomePage } from './pages/reception/home/ReceptionHomePage.tsx';
import { ManualPage } from './pages/reception/manual/ManualPage.tsx';
import { PrescriptionPage } from './pages/reception/prescription/PrescriptionPage.tsx';
import { QuestionPage } from './pages/reception/question/QuestionPage.tsx';
import { SelfPayPage } from './pages/reception/selfPay/SelfPayPage.tsx';
import { FAILURE_PATHS, RECEPTION_PATHS, THANK_YOU_PATHS } from './pages/reception/shared/receptionPaths.ts';
import { SubmissionSuccessPage } from './pages/reception/submissionSuccess/SubmissionSuccessPage.tsx';
import { ReceptionSuccessPage } from './pages/reception/success/ReceptionSuccessPage.tsx';
import { SubmissionPage } from './pages/submission/SubmissionPage.tsx';
import { SuccessPage } from './pages/success/SuccessPage.tsx';

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: '/login', element: <LoginPage /> },
      // The patients' public reception and the pages websites redirect to (spec 002 §2): no login needed.
      { path: RECEPTION_PATHS.home, element: <ReceptionHomePage /> },
      { path: RECEPTION_PATHS.booking, element: <BookingPage /> },
      { path: RECEPTION_PATHS.prescription, element: <PrescriptionPage /> },
      { path: RECEPTION_PATHS.selfPay, element: <SelfPayPage /> },
      { path: RECEPTION_PATHS.manual, element: <ManualPage /> },
      { path: RECEPTION_PATHS.question, element: <QuestionPage /> },
      { path: RECEPTION_PATHS.cancellation, element: <CancellationPage /> },
      { path: RECEPTION_PATHS.submissionSuccess, element: <SubmissionSuccessPage /> },
      { path: '/online-rezeption/anamnese', element: <AnamnesePage /> },
      { path: RECEPTION_PATHS.success, element: <ReceptionSuccessPage /> },
      ...THANK_YOU_PATHS.map((path) => ({ path, element: <SuccessPage /> })),
      ...FAILURE_PATHS.map((path) => ({ path, element: <ErrorPage /> })),
      // The magic-link read-only view (spec 002 §2): public, no login redirect; without an id it says the link
      // is incomplete.
      { path: '/submission/:id', element: <MagicLinkPage /> },
      { path: '/submission', element: <MagicLinkPage /> },
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

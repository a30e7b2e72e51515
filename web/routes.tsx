import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { FORGOT_PASSWORD_PATH, SET_PASSWORD_PATH } from '../common/passwordPaths.ts';
import { FAILURE_PATHS, RECEPTION_PATHS, THANK_YOU_PATHS } from '../common/reception/receptionPaths.ts';
import { framedPage, lazyPage, lazyScreenWithQueries, screen } from './lazyPage.tsx';

// Every screen is its own chunk, loaded when its route is first opened: the first load of the reception,
// the login and the magic-link view carries none of the back office or the administration (checked against
// the build's manifest by bench/web/chunks.test.ts; sizes: npm run bench:web). The routes are declarative
// (useRoutes under <BrowserRouter>, see main.tsx): the app uses no loaders or actions, and the data router
// (createBrowserRouter) alone cost 17 KB gzip more on every first load.

/**
 * A patient screen: as lazyScreenWithQueries, inside the patient's language (PatientLanguageScope, issue 29),
 * whose module comes with the page's chunk.
 */
function lazyReceptionScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  const loadInLanguage = async (): Promise<Record<Name, ComponentType>> => {
    const [module, { PatientLanguageScope }] = await Promise.all([
      load(),
      import('./pages/reception/shared/PatientLanguage.tsx'),
    ]);
    const Page: ComponentType = module[name];
    return {
      [name]: () => (
        <PatientLanguageScope>
          <Page />
        </PatientLanguageScope>
      ),
    } as unknown as Record<Name, ComponentType>;
  };
  return lazyScreenWithQueries(loadInLanguage, name);
}

const LoginPage = lazyScreenWithQueries(() => import('./pages/login/LoginPage.tsx'), 'LoginPage');
const ForgotPasswordPage = lazyScreenWithQueries(
  () => import('./pages/login/ForgotPasswordPage.tsx'),
  'ForgotPasswordPage',
);
const SetPasswordPage = lazyScreenWithQueries(
  () => import('./pages/login/SetPasswordPage.tsx'),
  'SetPasswordPage',
);

const ReceptionHomePage = lazyReceptionScreen(
  () => import('./pages/reception/home/ReceptionHomePage.tsx'),
  'ReceptionHomePage',
);
const BookingPage = lazyReceptionScreen(
  () => import('./pages/reception/booking/BookingPage.tsx'),
  'BookingPage',
);
const PrescriptionPage = lazyReceptionScreen(
  () => import('./pages/reception/prescription/PrescriptionPage.tsx'),
  'PrescriptionPage',
);
const SelfPayPage = lazyReceptionScreen(
  () => import('./pages/reception/selfPay/SelfPayPage.tsx'),
  'SelfPayPage',
);
const ManualPage = lazyReceptionScreen(() => import('./pages/reception/manual/ManualPage.tsx'), 'ManualPage');
const QuestionPage = lazyReceptionScreen(
  () => import('./pages/reception/question/QuestionPage.tsx'),
  'QuestionPage',
);
const CancellationPage = lazyReceptionScreen(
  () => import('./pages/reception/cancellation/CancellationPage.tsx'),
  'CancellationPage',
);
const SubmissionSuccessPage = lazyReceptionScreen(
  () => import('./pages/reception/submissionSuccess/SubmissionSuccessPage.tsx'),
  'SubmissionSuccessPage',
);
const AnamnesePage = lazyReceptionScreen(
  () => import('./pages/reception/anamnese/AnamnesePage.tsx'),
  'AnamnesePage',
);
const SigningPage = lazyReceptionScreen(
  () => import('./pages/reception/signing/SigningPage.tsx'),
  'SigningPage',
);
const PatientPage = lazyReceptionScreen(
  () => import('./pages/reception/patientPage/PatientPage.tsx'),
  'PatientPage',
);
const ReceptionSuccessPage = lazyReceptionScreen(
  () => import('./pages/reception/success/ReceptionSuccessPage.tsx'),
  'ReceptionSuccessPage',
);
const SuccessPage = lazyReceptionScreen(() => import('./pages/success/SuccessPage.tsx'), 'SuccessPage');
const ErrorPage = lazyReceptionScreen(() => import('./pages/error/ErrorPage.tsx'), 'ErrorPage');

// The magic-link view uses no query cache, so its first load leaves TanStack Query out.
const MagicLinkPage = lazyPage(() => import('./pages/magicLink/MagicLinkPage.tsx'), 'MagicLinkPage');

const AppLayout = lazyScreenWithQueries(() => import('./pages/layout/AppLayout.tsx'), 'AppLayout');
const RequireAdmin = lazyPage(() => import('./pages/layout/RequireAdmin.tsx'), 'RequireAdmin');
const RequireAdministration = lazyPage(
  () => import('./pages/layout/RequireAdmin.tsx'),
  'RequireAdministration',
);
const DashboardPage = lazyPage(() => import('./pages/dashboard/DashboardPage.tsx'), 'DashboardPage');
const SubmissionPage = lazyPage(() => import('./pages/submission/SubmissionPage.tsx'), 'SubmissionPage');
const MembershipPage = lazyPage(() => import('./pages/membership/MembershipPage.tsx'), 'MembershipPage');
const AdminPage = lazyPage(() => import('./pages/admin/AdminPage.tsx'), 'AdminPage');
const BlacklistPage = lazyPage(() => import('./pages/blacklist/BlacklistPage.tsx'), 'BlacklistPage');
const AccountSecurityPage = lazyPage(
  () => import('./pages/account/AccountSecurityPage.tsx'),
  'AccountSecurityPage',
);

const routes: RouteObject[] = [
  { path: '/login', element: screen(LoginPage) },
  // "Passwort vergessen?" and the page a reset or invitation mail links to: no session needed.
  { path: FORGOT_PASSWORD_PATH, element: screen(ForgotPasswordPage) },
  { path: SET_PASSWORD_PATH, element: screen(SetPasswordPage) },
  // The patients' public reception and the pages websites redirect to (spec 002 §2): no login needed.
  { path: RECEPTION_PATHS.home, element: screen(ReceptionHomePage) },
  { path: RECEPTION_PATHS.booking, element: screen(BookingPage) },
  { path: RECEPTION_PATHS.prescription, element: screen(PrescriptionPage) },
  { path: RECEPTION_PATHS.selfPay, element: screen(SelfPayPage) },
  { path: RECEPTION_PATHS.manual, element: screen(ManualPage) },
  { path: RECEPTION_PATHS.question, element: screen(QuestionPage) },
  { path: RECEPTION_PATHS.cancellation, element: screen(CancellationPage) },
  { path: RECEPTION_PATHS.submissionSuccess, element: screen(SubmissionSuccessPage) },
  { path: RECEPTION_PATHS.anamnese, element: screen(AnamnesePage) },
  { path: RECEPTION_PATHS.success, element: screen(ReceptionSuccessPage) },
  { path: RECEPTION_PATHS.signing, element: screen(SigningPage) },
  { path: RECEPTION_PATHS.patientPage, element: screen(PatientPage) },
  ...THANK_YOU_PATHS.map((path) => ({ path, element: screen(SuccessPage) })),
  ...FAILURE_PATHS.map((path) => ({ path, element: screen(ErrorPage) })),
  // The magic-link read-only view (spec 002 §2): public, no login redirect; without an id it says the link
  // is incomplete.
  { path: '/submission/:id', element: screen(MagicLinkPage) },
  { path: '/submission', element: screen(MagicLinkPage) },
  {
    path: '/',
    element: screen(AppLayout),
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'dashboard', element: framedPage(DashboardPage) },
      { path: 'submissions/:id', element: framedPage(SubmissionPage) },
      { path: 'membership', element: framedPage(MembershipPage) },
      { path: 'account', element: framedPage(AccountSecurityPage) },
      {
        element: framedPage(RequireAdministration),
        children: [{ path: 'admin', element: framedPage(AdminPage) }],
      },
      {
        element: framedPage(RequireAdmin),
        children: [{ path: 'blacklist', element: framedPage(BlacklistPage) }],
      },
    ],
  },
  // Unknown paths go to / (spec 002), which leads on to the dashboard or the login screen.
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The page for the current address. */
export function AppRoutes() {
  return useRoutes(routes);
}

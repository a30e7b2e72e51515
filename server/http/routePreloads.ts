// The lazily loaded screens a first visit to an address needs (the lazy imports of web/routes.tsx), named in
// that visit's index.html as <link rel="modulepreload">: the browser fetches them beside the entry script
// instead of after it ran, one network round trip less before the page shows. A key the build does not have
// fails at start (and in the test), so a renamed page cannot silently lose its preload.
import { FORGOT_PASSWORD_PATH, SET_PASSWORD_PATH } from '../../common/passwordPaths.ts';
import { publicTenantUrl, tenantSlugFrom } from '../../common/reception/publicTenantRequest.ts';
import { FAILURE_PATHS, RECEPTION_PATHS, THANK_YOU_PATHS } from '../../common/reception/receptionPaths.ts';
import { SESSION_PATH } from '../../common/sessionSignals.ts';
import { closureCss, closureFiles, dynamicImportNamed, htmlEntry, type Manifest } from './webManifest.ts';

const QUERIES = 'api/QueryScope.tsx';
const BACK_OFFICE_FRAME = 'pages/layout/AppLayout.tsx';
const BACK_OFFICE = [BACK_OFFICE_FRAME, QUERIES];
const isBackOffice = (keys: readonly string[]) => keys.includes(BACK_OFFICE_FRAME);
/**
 * The frame shows nothing before it checked the session, whose answer's schema (common/schemas/session.ts,
 * with zod) it imports beside the request: named too, it downloads beside the entry. A shared chunk, found
 * through the frame's dynamic imports (its key is its hashed file name).
 */
export function withSessionSchema(manifest: Manifest, keys: readonly string[]): readonly string[] {
  return isBackOffice(keys) ? [...keys, dynamicImportNamed(manifest, BACK_OFFICE_FRAME, 'session')] : keys;
}

const exactly = (...paths: readonly string[]) =>
  new RegExp(`^(${paths.map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
// The practice's configuration schema (and zod with it): useReceptionTenant imports it beside the practice's
// request, and every reception screen waits for both before it shows the practice. Named here, it downloads
// beside the entry instead of after the page's scripts ran; it still runs only when imported.
export const RECEPTION_SCHEMAS = '../common/tenantConfig.ts';
const reception = (path: string, page: string) =>
  [exactly(path), [`pages/reception/${page}`, QUERIES, RECEPTION_SCHEMAS]] as const;

/** Address → the manifest keys (Vite root web/) of its screen; the first match wins. */
export const ROUTE_SCREENS: readonly (readonly [RegExp, readonly string[]])[] = [
  [exactly('/login'), ['pages/login/LoginPage.tsx', QUERIES]],
  [exactly(FORGOT_PASSWORD_PATH), ['pages/login/ForgotPasswordPage.tsx', QUERIES]],
  [exactly(SET_PASSWORD_PATH), ['pages/login/SetPasswordPage.tsx', QUERIES]],
  reception(RECEPTION_PATHS.home, 'home/ReceptionHomePage.tsx'),
  reception(RECEPTION_PATHS.booking, 'booking/BookingPage.tsx'),
  reception(RECEPTION_PATHS.prescription, 'prescription/PrescriptionPage.tsx'),
  reception(RECEPTION_PATHS.selfPay, 'selfPay/SelfPayPage.tsx'),
  reception(RECEPTION_PATHS.manual, 'manual/ManualPage.tsx'),
  reception(RECEPTION_PATHS.question, 'question/QuestionPage.tsx'),
  reception(RECEPTION_PATHS.cancellation, 'cancellation/CancellationPage.tsx'),
  reception(RECEPTION_PATHS.submissionSuccess, 'submissionSuccess/SubmissionSuccessPage.tsx'),
  reception(RECEPTION_PATHS.anamnese, 'anamnese/AnamnesePage.tsx'),
  reception(RECEPTION_PATHS.success, 'success/ReceptionSuccessPage.tsx'),
  reception(RECEPTION_PATHS.signing, 'signing/SigningPage.tsx'),
  [exactly(...THANK_YOU_PATHS), ['pages/success/SuccessPage.tsx', QUERIES]],
  [exactly(...FAILURE_PATHS), ['pages/error/ErrorPage.tsx', QUERIES]],
  [/^\/submission(\/[^/]+)?$/, ['pages/magicLink/MagicLinkPage.tsx']],
  [exactly('/dashboard'), [...BACK_OFFICE, 'pages/dashboard/DashboardPage.tsx']],
  [/^\/submissions\/[^/]+$/, [...BACK_OFFICE, 'pages/submission/SubmissionPage.tsx']],
  [exactly('/membership'), [...BACK_OFFICE, 'pages/membership/MembershipPage.tsx']],
  [exactly('/account'), [...BACK_OFFICE, 'pages/account/AccountSecurityPage.tsx']],
  [exactly('/admin'), [...BACK_OFFICE, 'pages/layout/RequireAdmin.tsx', 'pages/admin/AdminPage.tsx']],
  [
    exactly('/blacklist'),
    [...BACK_OFFICE, 'pages/layout/RequireAdmin.tsx', 'pages/blacklist/BlacklistPage.tsx'],
  ],
];

/** The manifest keys index.html names for an address (without its query); none for an address of no screen. */
export function screenKeys(path: string): readonly string[] {
  return ROUTE_SCREENS.find(([pattern]) => pattern.test(path))?.[1] ?? [];
}

const RECEPTION_PREFIX = RECEPTION_PATHS.home;

/**
 * Every reception screen asks for its practice first (useReceptionTenant): named as a preload, that request
 * leaves beside the scripts. `crossorigin` gives it fetch()'s mode and credentials, so the page's own
 * request takes this response. The slug is percent-encoded by URLSearchParams; the escape is for `&`.
 */
function tenantPreload(path: string, query: string): string {
  if (path !== RECEPTION_PREFIX && !path.startsWith(`${RECEPTION_PREFIX}/`)) return '';
  return fetchPreload(publicTenantUrl(tenantSlugFrom(new URLSearchParams(query))));
}

const fetchPreload = (href: string) =>
  `  <link rel="preload" as="fetch" crossorigin="anonymous" href="${href.replaceAll('&', '&amp;')}">\n  `;

/**
 * The back-office frame asks for the session before it shows anything (AppLayout's useSession): for a browser
 * that says it is signed in (the hint cookie), that request leaves beside the scripts. Without the hint the
 * frame asks nothing, so neither does the preload (no 401 in an anonymous console).
 */
const sessionPreload = (keys: readonly string[], signedIn: boolean) =>
  signedIn && isBackOffice(keys) ? fetchPreload(SESSION_PATH) : '';

/**
 * index.html for each screen, with the links of what that screen adds to the entry's own chunks (and, on the
 * reception, its practice's request; in the back office, the session's); the plain index.html for any other
 * address. Returns a lookup by the requested address and whether the browser holds the signed-in hint.
 */
export function routeHtml(manifest: Manifest, indexHtml: string): (url: string, signedIn: boolean) => string {
  const entry = htmlEntry(manifest);
  const base = new Set(closureFiles(manifest, [entry]));
  const baseCss = new Set(closureCss(manifest, [entry]));
  // By the screen's key list (screenKeys answers with the table's own arrays).
  const variants = new Map<readonly string[], string>();
  for (const [, tableKeys] of ROUTE_SCREENS) {
    const keys = withSessionSchema(manifest, tableKeys);
    const js = closureFiles(manifest, keys).filter((file) => !base.has(file));
    const css = closureCss(manifest, keys).filter((file) => !baseCss.has(file));
    const links = [
      ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ];
    variants.set(tableKeys, indexHtml.replace('</head>', `    ${links.join('\n    ')}\n  </head>`));
  }
  return (url, signedIn) => {
    const mark = url.indexOf('?');
    const path = mark === -1 ? url : url.slice(0, mark);
    const keys = screenKeys(path);
    const html = variants.get(keys) ?? indexHtml;
    const preload =
      tenantPreload(path, mark === -1 ? '' : url.slice(mark + 1)) + sessionPreload(keys, signedIn);
    return preload ? html.replace('</head>', `${preload}</head>`) : html;
  };
}

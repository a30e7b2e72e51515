// The lazily loaded screens a first visit to an address needs (the lazy imports of web/routes.tsx), named in
// that visit's index.html as <link rel="modulepreload">: the browser fetches them beside the entry script
// instead of after it ran, one network round trip less before the page shows. A key the build does not have
// fails at start (and in the test), so a renamed page cannot silently lose its preload.
import { closureCss, closureFiles, htmlEntry, type Manifest } from './webManifest.ts';

const QUERIES = 'api/QueryScope.tsx';
const BACK_OFFICE = ['pages/layout/AppLayout.tsx', QUERIES];

/** Address → the manifest keys (Vite root web/) of its screen; the first match wins. */
export const ROUTE_SCREENS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^\/login$/, ['pages/login/LoginPage.tsx', QUERIES]],
  [/^\/online-rezeption$/, ['pages/reception/home/ReceptionHomePage.tsx', QUERIES]],
  [/^\/online-rezeption\/terminbuchung$/, ['pages/reception/booking/BookingPage.tsx', QUERIES]],
  [
    /^\/online-rezeption\/terminbuchung\/rezept$/,
    ['pages/reception/prescription/PrescriptionPage.tsx', QUERIES],
  ],
  [/^\/online-rezeption\/terminbuchung\/kein-rezept$/, ['pages/reception/selfPay/SelfPayPage.tsx', QUERIES]],
  [/^\/online-rezeption\/terminbuchung\/manuell$/, ['pages/reception/manual/ManualPage.tsx', QUERIES]],
  [/^\/online-rezeption\/fragen$/, ['pages/reception/question/QuestionPage.tsx', QUERIES]],
  [/^\/online-rezeption\/absagen$/, ['pages/reception/cancellation/CancellationPage.tsx', QUERIES]],
  [
    /^\/online-rezeption\/submission-erfolg$/,
    ['pages/reception/submissionSuccess/SubmissionSuccessPage.tsx', QUERIES],
  ],
  [/^\/online-rezeption\/anamnese$/, ['pages/reception/anamnese/AnamnesePage.tsx', QUERIES]],
  [/^\/online-rezeption\/erfolg$/, ['pages/reception/success/ReceptionSuccessPage.tsx', QUERIES]],
  [/^\/success(\.html)?$/, ['pages/success/SuccessPage.tsx', QUERIES]],
  [/^\/error(\.html)?$/, ['pages/error/ErrorPage.tsx', QUERIES]],
  [/^\/submission(\/[^/]+)?$/, ['pages/magicLink/MagicLinkPage.tsx']],
  [/^\/dashboard$/, [...BACK_OFFICE, 'pages/dashboard/DashboardPage.tsx']],
  [/^\/submissions\/[^/]+$/, [...BACK_OFFICE, 'pages/submission/SubmissionPage.tsx']],
  [/^\/membership$/, [...BACK_OFFICE, 'pages/membership/MembershipPage.tsx']],
  [/^\/admin$/, [...BACK_OFFICE, 'pages/layout/RequireAdmin.tsx', 'pages/admin/AdminPage.tsx']],
  [/^\/blacklist$/, [...BACK_OFFICE, 'pages/layout/RequireAdmin.tsx', 'pages/blacklist/BlacklistPage.tsx']],
];

/**
 * index.html for each screen, with the links of what that screen adds to the entry's own chunks; the plain
 * index.html for any other address. Returns a lookup by path (without the query string).
 */
export function routeHtml(manifest: Manifest, indexHtml: string): (path: string) => string {
  const entry = htmlEntry(manifest);
  const base = new Set(closureFiles(manifest, [entry]));
  const baseCss = new Set(closureCss(manifest, [entry]));
  const variants = ROUTE_SCREENS.map(([pattern, keys]) => {
    const js = closureFiles(manifest, keys).filter((file) => !base.has(file));
    const css = closureCss(manifest, keys).filter((file) => !baseCss.has(file));
    const links = [
      ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ];
    return [pattern, indexHtml.replace('</head>', `    ${links.join('\n    ')}\n  </head>`)] as const;
  });
  return (path) => variants.find(([pattern]) => pattern.test(path))?.[1] ?? indexHtml;
}

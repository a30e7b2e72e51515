import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Outlet } from 'react-router';
import { layoutTexts } from '../../../common/texts/layout.ts';
import { useSession } from '../../api/session.ts';
import { Alert } from '../../components/Alert.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { useMediaQuery } from '../../hooks/useMediaQuery.ts';
import { useOpenedOnce } from '../../hooks/useOpenedOnce.ts';
import { Header } from './Header.tsx';
import { IdleNotice } from './IdleNotice.tsx';
import { RedirectToLogin } from './RedirectToLogin.tsx';
import { SidebarNav } from './SidebarNav.tsx';

// The drawer is a Radix Dialog (13 kB gzip): loaded when it first opens, like Modal's dialogs, not with every
// page of the back office.
const MobileSidebar = lazy(() =>
  import('./MobileSidebar.tsx').then((module) => ({ default: module.MobileSidebar })),
);

/** Tailwind's lg breakpoint: from here on the sidebar is always shown. */
const DESKTOP_QUERY = '(min-width: 1024px)';

/** The signed-in back office (spec 002, "Authenticated layout"): guard, sidebar, header, page, footer. */
export function AppLayout() {
  const session = useSession();
  // The session's answer renders at once and in one piece (useSyncExternalStore), and with it the whole frame
  // and page mount; deferred, they mount as a transition that React slices (Total Blocking Time).
  const user = useDeferredValue(session.data);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const drawerOpen = menuOpen && !isDesktop;
  const drawerLoaded = useOpenedOnce(drawerOpen);

  if (session.isPending || (user === undefined && session.data !== undefined)) return <LoadingScreen />;

  if (!user) {
    if (session.isError) {
      return (
        <main className="mx-auto max-w-xl p-6 text-sm">
          <Alert
            title={layoutTexts.sessionLoadFailed}
            onRetry={() => session.refetch()}
            retrying={session.isFetching}
          >
            {session.error.message}
          </Alert>
        </main>
      );
    }
    return <RedirectToLogin />;
  }

  return (
    <div className="flex min-h-dvh bg-slate-50 text-sm text-slate-900">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 font-medium text-primary shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:outline-2 focus-visible:outline-focus"
      >
        {layoutTexts.skipToContent}
      </a>
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 border-r border-slate-200 bg-white lg:block">
        <SidebarNav />
      </aside>
      {/* Closed when the window grows to desktop width, where a modal drawer would block the page. */}
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileSidebar open={drawerOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <Header user={user} onOpenMenu={() => setMenuOpen(true)} />
        <IdleNotice />
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none lg:px-8">
          <div className="mx-auto w-full max-w-7xl">
            <Outlet />
          </div>
        </main>
        <footer className="border-t border-slate-200 px-4 py-3 text-center text-xs text-slate-600 lg:px-8">
          {layoutTexts.footer}
        </footer>
      </div>
    </div>
  );
}

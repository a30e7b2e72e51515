import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../api/session.ts';
import { usePracticeAccess } from '../../hooks/usePracticeAccess.ts';

/** Admin-only routes (IP-Blacklist): anyone else lands on the dashboard (spec 002). */
export function RequireAdmin() {
  const { data: user } = useSession();
  if (user?.role !== 'admin') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** The Administration: platform admins and the owners of a practice (issue 44); anyone else the dashboard. */
export function RequireAdministration() {
  const access = usePracticeAccess();
  if (!access.mayAnywhere('practice.manage')) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

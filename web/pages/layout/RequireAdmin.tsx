import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../api/session.ts';

/** Admin-only routes (Administration, IP-Blacklist): anyone else lands on the dashboard (spec 002). */
export function RequireAdmin() {
  const { data: user } = useSession();
  if (user?.role !== 'admin') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

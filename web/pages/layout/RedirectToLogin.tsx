import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../../../common/safeRedirect.ts';
import { clearStoredDashboardFilters } from '../../api/clientState.ts';

/** Nobody is signed in: forget the last user's dashboard filters and ask for a login that returns here. */
export function RedirectToLogin() {
  const location = useLocation();
  useEffect(() => clearStoredDashboardFilters(), []);
  return <Navigate to={loginPathFor(location)} replace />;
}

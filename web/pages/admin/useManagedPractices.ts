import { useAdminTenants } from '../../api/adminUsers.ts';
import { usePracticeAccess } from '../../hooks/usePracticeAccess.ts';

/**
 * The practices whose administration the user runs: every one for a platform admin, those they own for a
 * Praxisinhaber:in (practice.manage, issue 44). /api/tenants answers each user their own practices.
 */
export function useManagedPractices() {
  const access = usePracticeAccess();
  const tenants = useAdminTenants();
  const data = access.isAdmin
    ? tenants.data
    : tenants.data?.filter((tenant) => access.may(tenant.id, 'practice.manage'));
  return { ...tenants, data };
}

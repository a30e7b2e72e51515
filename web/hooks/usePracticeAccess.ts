import { useMemo } from 'react';
import type { PracticeAction } from '../../common/practiceRoles.ts';
import type { SessionTenant, SessionUser } from '../../common/schemas/session.ts';
import { useSession } from '../api/session.ts';

/**
 * What the signed-in user may do in which practice (issue 44). The rules are the server's
 * (server/policies/practiceRules.ts); the web app only reads the session's `allowed` per practice, so a screen
 * offers nothing the server would refuse. A platform admin may do everything everywhere.
 */
export interface PracticeAccess {
  isAdmin: boolean;
  /** `tenant` is a practice's id or its slug. */
  may: (tenant: string | null | undefined, action: PracticeAction) => boolean;
  /** Whether the action is allowed in at least one of the user's practices (or everywhere, for an admin). */
  mayAnywhere: (action: PracticeAction) => boolean;
  /** Whether the action is allowed in every one of the user's practices (always, for an admin). */
  mayEverywhere: (action: PracticeAction) => boolean;
  /** The session's practices that allow the action. */
  practicesAllowing: (action: PracticeAction) => SessionTenant[];
}

const findTenant = (user: SessionUser, tenant: string) =>
  user.tenants.find((entry) => entry.id === tenant || entry.slug === tenant);

export function practiceAccessOf(user: SessionUser | null | undefined): PracticeAccess {
  const isAdmin = user?.role === 'admin';
  const tenants = user?.tenants ?? [];
  return {
    isAdmin,
    may: (tenant, action) => {
      if (isAdmin) return true;
      if (!user || !tenant) return false;
      return findTenant(user, tenant)?.allowed.includes(action) ?? false;
    },
    mayAnywhere: (action) => isAdmin || tenants.some((entry) => entry.allowed.includes(action)),
    mayEverywhere: (action) => isAdmin || tenants.every((entry) => entry.allowed.includes(action)),
    practicesAllowing: (action) =>
      isAdmin ? [...tenants] : tenants.filter((entry) => entry.allowed.includes(action)),
  };
}

/** The signed-in user's PracticeAccess, from the session query (no request of its own). */
export function usePracticeAccess(): PracticeAccess {
  const { data: user } = useSession();
  return useMemo(() => practiceAccessOf(user), [user]);
}

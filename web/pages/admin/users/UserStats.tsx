import { ShieldCheck, UserCheck, UserRound, Users, UserX } from 'lucide-react';
import type { userStats } from '../../../../common/admin/usersView.ts';
import { adminUsersTexts } from '../../../../common/texts/adminUsers.ts';
import { StatCard } from '../../../components/StatCard.tsx';

const texts = adminUsersTexts.stats;
const icon = 'size-4';

interface UserStatsProps {
  stats: ReturnType<typeof userStats>;
  loading: boolean;
}

/** Gesamt, Administratoren, Benutzer, Aktiv, Inaktiv (spec 001 §2.4); active = may log in. */
export function UserStats({ stats, loading }: UserStatsProps) {
  return (
    <dl aria-label={texts.label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <StatCard
        label={texts.total}
        value={stats.total}
        loading={loading}
        testId="users-stat-total"
        icon={<Users aria-hidden="true" className={icon} />}
      />
      <StatCard
        label={texts.admins}
        value={stats.admins}
        loading={loading}
        testId="users-stat-admins"
        icon={<ShieldCheck aria-hidden="true" className={icon} />}
      />
      <StatCard
        label={texts.users}
        value={stats.users}
        loading={loading}
        testId="users-stat-users"
        icon={<UserRound aria-hidden="true" className={icon} />}
      />
      <StatCard
        label={texts.active}
        value={stats.active}
        loading={loading}
        testId="users-stat-active"
        icon={<UserCheck aria-hidden="true" className={icon} />}
      />
      <StatCard
        label={texts.inactive}
        value={stats.inactive}
        loading={loading}
        tone={stats.inactive > 0 ? 'warning' : 'neutral'}
        testId="users-stat-inactive"
        icon={<UserX aria-hidden="true" className={icon} />}
      />
    </dl>
  );
}

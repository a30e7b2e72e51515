import { NavLink } from 'react-router';
import { layoutTexts } from '../../../common/texts/layout.ts';
import { Logo } from '../../components/Logo.tsx';
import { usePracticeAccess } from '../../hooks/usePracticeAccess.ts';
import { NAV_ITEMS, type NavAudience } from './navItems.ts';

interface SidebarNavProps {
  /** Called when a link is followed, so the mobile drawer can close. */
  onNavigate?: () => void;
}

/**
 * The sidebar's content: product mark and the main navigation (the Administration for platform admins and
 * practice owners, the blacklist for platform admins only).
 */
export function SidebarNav({ onNavigate }: SidebarNavProps) {
  const access = usePracticeAccess();
  const shown: Record<NavAudience, boolean> = {
    everyone: true,
    administration: access.mayAnywhere('practice.manage'),
    platform: access.isAdmin,
  };
  const items = NAV_ITEMS.filter((item) => shown[item.audience]);
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-14 items-center gap-2.5 border-b border-slate-200 px-4">
        <Logo size="sm" />
        <span className="text-base font-semibold text-slate-900">Praxisdesk</span>
      </div>
      <nav aria-label={layoutTexts.navigationLabel} className="flex-1 overflow-y-auto p-3">
        <ul className="flex flex-col gap-1">
          {items.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  [
                    'flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-[color,background-color]',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                    isActive
                      ? 'bg-primary-light text-teal-800'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  ].join(' ')
                }
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

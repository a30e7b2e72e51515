import { BadgeCheck, LayoutDashboard, type LucideIcon, Settings, ShieldBan } from 'lucide-react';
import { layoutTexts } from '../../../common/texts/layout.ts';

/** Who sees the link: everyone, platform admins and practice owners (the Administration), or admins only. */
export type NavAudience = 'everyone' | 'administration' | 'platform';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  audience: NavAudience;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: layoutTexts.nav.dashboard, icon: LayoutDashboard, audience: 'everyone' },
  { to: '/membership', label: layoutTexts.nav.membership, icon: BadgeCheck, audience: 'everyone' },
  { to: '/admin', label: layoutTexts.nav.admin, icon: Settings, audience: 'administration' },
  { to: '/blacklist', label: layoutTexts.nav.blacklist, icon: ShieldBan, audience: 'platform' },
];

import { BadgeCheck, LayoutDashboard, type LucideIcon, Settings, ShieldBan } from 'lucide-react';
import { layoutTexts } from '../../../common/texts/layout.ts';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  adminOnly: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: layoutTexts.nav.dashboard, icon: LayoutDashboard, adminOnly: false },
  { to: '/membership', label: layoutTexts.nav.membership, icon: BadgeCheck, adminOnly: false },
  { to: '/admin', label: layoutTexts.nav.admin, icon: Settings, adminOnly: true },
  { to: '/blacklist', label: layoutTexts.nav.blacklist, icon: ShieldBan, adminOnly: true },
];

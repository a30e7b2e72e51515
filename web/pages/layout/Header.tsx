import { LogOut, Menu } from 'lucide-react';
import type { SessionUser } from '../../../common/schemas/session.ts';
import { layoutTexts } from '../../../common/texts/layout.ts';
import { useLogout } from '../../api/session.ts';
import { Button } from '../../components/Button.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { PackageIndicator } from './PackageIndicator.tsx';

interface HeaderProps {
  user: SessionUser;
  onOpenMenu: () => void;
}

export function Header({ user, onOpenMenu }: HeaderProps) {
  const logout = useLogout();

  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4 lg:px-6">
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label={layoutTexts.openMenu}
        className="-ml-1 inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-focus lg:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <PackageIndicator membership={user.membership} />
      <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-4">
        {logout.isError && (
          <p role="alert" className="hidden text-sm text-danger md:block">
            {layoutTexts.logoutFailed}
          </p>
        )}
        <AccountMenu email={user.email} />
        <Button
          variant="ghost"
          onClick={() => logout.mutate()}
          loading={logout.isPending}
          icon={<LogOut aria-hidden="true" className="size-4" />}
        >
          {layoutTexts.logout}
        </Button>
      </div>
    </header>
  );
}

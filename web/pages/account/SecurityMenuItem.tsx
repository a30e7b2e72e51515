import { ShieldCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { twoFactorTexts } from '../../../common/texts/twoFactor.ts';

export const ACCOUNT_SECURITY_PATH = '/account';

/** "Sicherheit" in the account menu: the page with the two-factor login. */
export function SecurityMenuItem({ onChosen }: { onChosen: () => void }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      role="menuitem"
      onClick={() => {
        onChosen();
        navigate(ACCOUNT_SECURITY_PATH);
      }}
      className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none"
    >
      <ShieldCheck aria-hidden="true" className="size-4" />
      {twoFactorTexts.account.menuItem}
    </button>
  );
}

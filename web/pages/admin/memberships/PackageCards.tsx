import { showsBetaBadge } from '../../../../common/membership.ts';
import { displayPackageName } from '../../../../common/packageName.ts';
import type { MembershipPackage } from '../../../../common/schemas/membership.ts';
import { formatEuro, membershipTexts } from '../../../../common/texts/membership.ts';
import { Badge } from '../../../components/Badge.tsx';

const texts = membershipTexts.admin;

/** The active packages, cheapest first: name, monthly price, description, included users and forms. */
export function PackageCards({ packages }: { packages: readonly MembershipPackage[] }) {
  if (packages.length === 0) return <p className="text-slate-700">{texts.noPackages}</p>;
  return (
    <ul aria-label={texts.packagesLabel} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {packages.map((pkg) => {
        const name = displayPackageName(pkg.name);
        return (
          <li
            key={pkg.id}
            aria-label={name}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-center gap-2">
              <h3 className="text-base font-semibold text-slate-900">{name}</h3>
              {showsBetaBadge(pkg) && <Badge tone="warning">{membershipTexts.betaBadge}</Badge>}
            </div>
            <p>
              <span className="text-2xl font-semibold tabular-nums text-slate-900">
                {formatEuro(pkg.monthly_price)}
              </span>{' '}
              <span className="text-sm text-slate-600">{membershipTexts.perMonth}</span>
            </p>
            <p className="text-sm text-slate-700">{pkg.description}</p>
            <ul className="mt-auto flex flex-col gap-0.5 text-sm text-slate-700">
              <li>{membershipTexts.includedUsers(pkg.included_users)}</li>
              <li>{membershipTexts.includedForms(pkg.included_forms)}</li>
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

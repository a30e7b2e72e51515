import { showsBetaBadge } from '../../../../common/membership.ts';
import { displayPackageName } from '../../../../common/packageName.ts';
import type { MembershipPackage } from '../../../../common/schemas/membership.ts';
import { membershipTexts } from '../../../../common/texts/membership.ts';
import { Badge } from '../../../components/Badge.tsx';

const texts = membershipTexts.dialog;

interface PackagePickerProps {
  packages: readonly MembershipPackage[];
  value: string | null;
  onChange: (packageId: string) => void;
  error?: string;
}

/** The packages as native radio buttons in a fieldset (arrow keys move between them). */
export function PackagePicker({ packages, value, onChange, error }: PackagePickerProps) {
  return (
    <fieldset aria-describedby="package-picker-hint" className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{texts.packageLegend}</legend>
      <p id="package-picker-hint" className="-mt-1 text-sm text-slate-600">
        {texts.packageHint}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {packages.map((pkg) => {
          const checked = pkg.id === value;
          return (
            <label
              key={pkg.id}
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 has-focus-visible:outline-2 has-focus-visible:outline-focus ${
                checked ? 'border-primary bg-primary-light' : 'border-slate-300 bg-white hover:border-primary'
              }`}
            >
              <input
                type="radio"
                name="membership-package"
                value={pkg.id}
                checked={checked}
                onChange={() => onChange(pkg.id)}
                aria-invalid={error ? true : undefined}
                className="size-4 accent-primary"
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-center gap-2 font-medium text-slate-900">
                  {displayPackageName(pkg.name)}
                  {showsBetaBadge(pkg) && <Badge tone="warning">{membershipTexts.betaBadge}</Badge>}
                </span>
                <span className="text-xs tabular-nums text-slate-600">
                  {pkg.is_beta
                    ? membershipTexts.freeDuringBeta
                    : membershipTexts.monthlyPrice(pkg.monthly_price)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

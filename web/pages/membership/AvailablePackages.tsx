import { priceMembership } from '../../../common/membershipPricing.ts';
import { displayPackageName } from '../../../common/packageName.ts';
import type { MembershipPackage } from '../../../common/schemas/membership.ts';
import { membershipTexts } from '../../../common/texts/membership.ts';
import { Badge } from '../../components/Badge.tsx';
import { Button } from '../../components/Button.tsx';
import { BenefitList } from './BenefitList.tsx';

const texts = membershipTexts.page;

interface AvailablePackagesProps {
  packages: readonly MembershipPackage[];
  currentPackageId: string;
}

/**
 * The packages one could book, without Beta, each with monthly and yearly price and benefits; changing is
 * possible only after the beta phase, so the buttons are disabled (spec 002 "Membership page").
 */
export function AvailablePackages({ packages, currentPackageId }: AvailablePackagesProps) {
  const offered = packages.filter((p) => !p.is_beta);
  return (
    <section aria-labelledby="available-heading" className="flex flex-col gap-3">
      <h2 id="available-heading" className="text-lg font-semibold text-slate-900">
        {texts.availableHeading}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {offered.map((pkg) => {
          const current = pkg.id === currentPackageId;
          const pricing = priceMembership(pkg, []);
          const name = displayPackageName(pkg.name);
          return (
            <li
              key={pkg.id}
              aria-label={name}
              className={`flex flex-col gap-3 rounded-lg border bg-white p-4 shadow-sm sm:p-6 ${
                current ? 'border-primary ring-1 ring-primary' : 'border-slate-200'
              }`}
            >
              <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
              <p className="flex flex-col">
                <span className="text-2xl font-semibold tabular-nums text-slate-900">
                  {membershipTexts.monthlyPrice(pkg.monthly_price)}
                </span>
                <span className="text-sm tabular-nums text-slate-600">
                  {membershipTexts.yearlyPrice(pkg.yearly_price)}
                </span>
              </p>
              {pricing.showYearlyDiscount && (
                <p>
                  <Badge tone="success">{membershipTexts.price.yearlyDiscount(pricing.savingsPercent)}</Badge>
                </p>
              )}
              <p className="text-sm text-slate-700">{pkg.description}</p>
              <BenefitList benefits={pkg.benefits} label={`${texts.benefitsLabel} ${name}`} />
              <Button variant="secondary" disabled className="mt-auto">
                {current ? texts.currentPackageButton : texts.afterBetaButton}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { showsBetaBadge } from '../../../common/membership.ts';
import type { MembershipPricing } from '../../../common/membershipPricing.ts';
import { displayPackageName } from '../../../common/packageName.ts';
import type { MembershipPackage } from '../../../common/schemas/membership.ts';
import { membershipTexts } from '../../../common/texts/membership.ts';
import { Badge } from '../../components/Badge.tsx';
import { Card } from '../../components/Card.tsx';
import { BenefitList } from './BenefitList.tsx';
import { PriceBreakdown } from './PriceBreakdown.tsx';

const texts = membershipTexts.page;

interface CurrentPackageProps {
  pkg: MembershipPackage;
  pricing: MembershipPricing;
  /** Start of the membership; null when the user has none and sees the default package. */
  since: string | null;
}

/** The current package with "Aktiv", description, benefits and the price breakdown (spec 001 §2.5). */
export function CurrentPackage({ pkg, pricing, since }: CurrentPackageProps) {
  return (
    <section aria-labelledby="current-package-heading" className="flex flex-col gap-3">
      <h2 id="current-package-heading" className="text-lg font-semibold text-slate-900">
        {texts.currentHeading}
      </h2>
      <Card className="flex flex-col gap-4" data-testid="current-package">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-xl font-semibold text-slate-900">{displayPackageName(pkg.name)}</h3>
          <Badge tone="success">{texts.active}</Badge>
          {showsBetaBadge(pkg) && <Badge tone="warning">{membershipTexts.betaBadge}</Badge>}
        </div>
        <p className="text-slate-700">{pkg.description}</p>
        {since ? (
          <p className="text-sm text-slate-600">{texts.since(since)}</p>
        ) : (
          <p className="text-sm text-slate-600">{texts.defaultPackageHint}</p>
        )}
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-2">
            <p className="text-sm text-slate-700">
              {membershipTexts.includedUsers(pkg.included_users)} ·{' '}
              {membershipTexts.includedForms(pkg.included_forms)}
            </p>
            <BenefitList benefits={pkg.benefits} label={texts.benefitsLabel} />
          </div>
          <PriceBreakdown pricing={pricing} packageName={pkg.name} />
        </div>
      </Card>
    </section>
  );
}

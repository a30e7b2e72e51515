import type { MembershipPricing } from '../../../common/membershipPricing.ts';
import { formatEuro, membershipTexts } from '../../../common/texts/membership.ts';
import { Badge } from '../../components/Badge.tsx';

const texts = membershipTexts.price;

/**
 * Total per month, yearly price and savings, the setup fee waived with a yearly subscription, the discount
 * text above 15 % savings (spec 002 "Membership page"); on the Beta package only "Kostenlos während der
 * Beta-Phase".
 */
export function PriceSummary({ pricing }: { pricing: MembershipPricing }) {
  if (pricing.free) {
    return (
      <p className="font-medium text-emerald-800" data-testid="price-summary">
        {membershipTexts.freeDuringBeta}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3" data-testid="price-summary">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        <Row label={texts.totalPerMonth} value={formatEuro(pricing.monthly)} strong />
        <Row label={texts.totalPerYear} value={formatEuro(pricing.yearly)} strong />
        {pricing.yearlySavings > 0 && <Row label={texts.savings} value={formatEuro(pricing.yearlySavings)} />}
        <Row label={texts.setupFeeLabel} value={texts.setupFee(pricing.setupFee)} />
      </dl>
      {pricing.showYearlyDiscount && (
        <p>
          <Badge tone="success">{texts.yearlyDiscount(pricing.savingsPercent)}</Badge>
        </p>
      )}
    </div>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className={`text-right tabular-nums ${strong ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>
        {value}
      </dd>
    </>
  );
}

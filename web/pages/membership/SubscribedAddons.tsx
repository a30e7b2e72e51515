import type { MembershipPricing } from '../../../common/membershipPricing.ts';
import { membershipTexts } from '../../../common/texts/membership.ts';
import { Card } from '../../components/Card.tsx';
import { PriceSummary } from './PriceSummary.tsx';

const texts = membershipTexts.page;

/** The booked add-ons and the price summary (spec 002 "Membership page"). */
export function SubscribedAddons({ pricing }: { pricing: MembershipPricing }) {
  const booked = pricing.addonLines;
  return (
    <section aria-labelledby="subscribed-heading" className="flex flex-col gap-3">
      <h2 id="subscribed-heading" className="text-lg font-semibold text-slate-900">
        {texts.subscribedHeading}
      </h2>
      <Card className="grid gap-6 lg:grid-cols-2">
        {booked.length === 0 ? (
          <p className="text-slate-700">{texts.noSubscribedAddons}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 text-sm" data-testid="subscribed-addons">
            {booked.map((line) => (
              <li key={line.id} className="flex items-baseline justify-between gap-3 py-2">
                <span className="text-slate-800">
                  {membershipTexts.price.addonLine(line.name, line.quantity)}
                  {line.included && (
                    <span className="text-slate-600"> ({membershipTexts.price.included})</span>
                  )}
                </span>
                <span className="tabular-nums text-slate-900">
                  {membershipTexts.monthlyPrice(line.monthly)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-slate-900">{texts.summaryHeading}</h3>
          <PriceSummary pricing={pricing} />
        </div>
      </Card>
    </section>
  );
}

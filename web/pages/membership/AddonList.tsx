import { ADDONS } from '../../../common/membership.ts';
import { addonStatus } from '../../../common/membershipPricing.ts';
import type { AddonSelection, MembershipPackage } from '../../../common/schemas/membership.ts';
import { membershipTexts } from '../../../common/texts/membership.ts';
import { Badge } from '../../components/Badge.tsx';

const texts = membershipTexts.page;

interface AddonListProps {
  pkg: MembershipPackage;
  booked: readonly AddonSelection[];
}

/** Every add-on with its prices and "Aktiviert (nx)" or "Im Paket enthalten" (spec 002 "Membership page"). */
export function AddonList({ pkg, booked }: AddonListProps) {
  return (
    <section aria-labelledby="addons-heading" className="flex flex-col gap-3">
      <h2 id="addons-heading" className="text-lg font-semibold text-slate-900">
        {texts.addonsHeading}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {ADDONS.map((addon) => {
          const selection = booked.find((b) => b.id === addon.id);
          const status = addonStatus(addon, pkg);
          return (
            <li
              key={addon.id}
              aria-label={addon.name}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{addon.name}</h3>
                {selection ? (
                  <Badge tone="success">{membershipTexts.addonActive(selection.quantity)}</Badge>
                ) : status === 'included' ? (
                  <Badge tone="primary">{membershipTexts.addonIncluded}</Badge>
                ) : status === 'unavailable' ? (
                  <Badge>{membershipTexts.addonUnavailable}</Badge>
                ) : null}
              </div>
              <p className="text-sm text-slate-700">{addon.description}</p>
              <p className="text-sm tabular-nums text-slate-600">
                {membershipTexts.monthlyPrice(addon.monthlyPrice)} ·{' '}
                {membershipTexts.yearlyPrice(addon.yearlyPrice)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

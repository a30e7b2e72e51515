import type { MembershipPricing } from '../../../common/membershipPricing.ts';
import { displayPackageName } from '../../../common/packageName.ts';
import { formatEuro, membershipTexts } from '../../../common/texts/membership.ts';

const texts = membershipTexts.price;

interface PriceBreakdownProps {
  pricing: MembershipPricing;
  packageName: string;
  /** Names the table for screen readers (visually hidden). */
  caption?: string;
}

/**
 * Base price plus each add-on × quantity, monthly and yearly, with the totals (spec 001 §2.5). The figures
 * come from common/membershipPricing.ts, the same computation the server and the administration use.
 */
export function PriceBreakdown({
  pricing,
  packageName,
  caption = texts.breakdownLabel,
}: PriceBreakdownProps) {
  const name = displayPackageName(packageName);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[360px] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-600">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {texts.item}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {texts.monthlyColumn}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {texts.yearlyColumn}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          <tr>
            <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-800">
              {texts.basePrice(name)}
            </th>
            <Amount value={pricing.packageLine.monthly} />
            <Amount value={pricing.packageLine.yearly} last />
          </tr>
          {pricing.addonLines.map((line) => (
            <tr key={line.id}>
              <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-800">
                {texts.addonLine(line.name, line.quantity)}
                {line.included && <span className="ml-1 text-slate-600">({texts.included})</span>}
              </th>
              <Amount value={line.monthly} />
              <Amount value={line.yearly} last />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-300 font-semibold text-slate-900">
            <th scope="row" className="py-2 pr-3 text-left">
              {texts.total}
            </th>
            <Amount value={pricing.monthly} testId="price-total-monthly" />
            <Amount value={pricing.yearly} last testId="price-total-yearly" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function Amount({ value, last = false, testId }: { value: number; last?: boolean; testId?: string }) {
  return (
    <td data-testid={testId} className={`py-2 text-right tabular-nums ${last ? '' : 'pr-3'}`}>
      {formatEuro(value)}
    </td>
  );
}

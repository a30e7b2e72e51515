import { Check } from 'lucide-react';

/** A package's benefits as a list with check marks. */
export function BenefitList({ benefits, label }: { benefits: readonly string[]; label: string }) {
  if (benefits.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-1.5 text-sm text-slate-800">
      {benefits.map((benefit) => (
        <li key={benefit} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
          {benefit}
        </li>
      ))}
    </ul>
  );
}

import { TriangleAlert } from 'lucide-react';
import { missingLegalLinks } from '../../../../common/admin/legalLinks.ts';
import { adminTenantTexts } from '../../../../common/texts/adminTenants.ts';
import type { TenantFormState } from './tenantForm.ts';

/**
 * In a practice's settings: which legal pages its reception does not link yet, following what the admin types
 * (an address counts once it is a complete http(s) address). A note, not an error: saving still works.
 */
export function LegalLinksWarning({ state }: { state: TenantFormState }) {
  const missing = missingLegalLinks(state.text);
  if (missing.length === 0) return null;
  return (
    <div
      data-testid="legal-links-warning"
      className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{adminTenantTexts.edit.legalMissingTitle}</p>
        <ul className="list-disc ps-5">
          {missing.map((link) => (
            <li key={link}>{adminTenantTexts.list.legalMissing[link]}</li>
          ))}
        </ul>
        <p>{adminTenantTexts.edit.legalMissingText}</p>
      </div>
    </div>
  );
}

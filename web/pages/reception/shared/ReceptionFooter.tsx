import { GENERIC_PRACTICE_NAME } from '../../../../common/genericPracticeName.ts';
import { receptionWords } from '../../../../common/receptionWords.ts';
import { isWebAddress } from '../../../../common/webAddress.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { usePatientTexts } from './PatientLanguage.tsx';
import type { ReceptionTenant } from './useReceptionTenant.ts';

const LINK_CLASSES =
  'inline-flex min-h-11 items-center rounded-sm px-1 text-slate-700 underline underline-offset-4 hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** Privacy policy and imprint of the practice (spec 002 §2), and who runs the reception. */
export function ReceptionFooter({ tenant }: { tenant?: ReceptionTenant }) {
  const t = usePatientTexts();
  const privacyUrl = tenant?.config.privacyPolicyUrl ?? '';
  const imprintUrl = tenant?.config.imprintUrl ?? '';
  const hasLinks = isWebAddress(privacyUrl) || isWebAddress(imprintUrl);
  // The complete name belongs beside the imprint; the stand-in of an unknown practice is no name to show.
  const fullName = tenant ? receptionWords(tenant.config).fullName : '';

  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex w-full max-w-160 flex-col items-center gap-1 px-4 py-4 text-sm text-slate-600">
        {fullName && fullName !== GENERIC_PRACTICE_NAME && (
          <p className="text-center font-medium text-slate-700">{fullName}</p>
        )}
        {hasLinks && (
          <nav aria-label={t.reception.layout.footerNavLabel}>
            <ul className="flex flex-wrap justify-center gap-x-4">
              {isWebAddress(privacyUrl) && (
                <li>
                  <ExternalLink href={privacyUrl} className={LINK_CLASSES}>
                    {t.reception.layout.privacy}
                  </ExternalLink>
                </li>
              )}
              {isWebAddress(imprintUrl) && (
                <li>
                  <ExternalLink href={imprintUrl} className={LINK_CLASSES}>
                    {t.reception.layout.imprint}
                  </ExternalLink>
                </li>
              )}
            </ul>
          </nav>
        )}
        <p>{t.reception.layout.poweredBy}</p>
      </div>
    </footer>
  );
}

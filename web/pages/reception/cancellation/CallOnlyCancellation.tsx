import { Phone } from 'lucide-react';
import { buttonClasses } from '../../../components/Button.tsx';
import { Card } from '../../../components/Card.tsx';
import { OpeningHours } from '../shared/OpeningHours.tsx';
import { usePatientLanguage } from '../shared/PatientLanguage.tsx';
import { practicePhone, telHref } from '../shared/PracticeContact.tsx';
import type { ReceptionTenant } from '../shared/useReceptionTenant.ts';
import { CancellationNotice } from './CancellationNotice.tsx';

/** features.callOnlyCancellation: only the phone number and opening hours, no form (spec 002 §2). */
export function CallOnlyCancellation({ tenant }: { tenant: ReceptionTenant }) {
  const { texts: t, wordsOf } = usePatientLanguage();
  const texts = t.reception.cancellation;
  const { config } = tenant;
  const phone = practicePhone(config);
  const words = wordsOf(tenant);
  return (
    <>
      <CancellationNotice config={config} />
      <Card as="section" className="flex flex-col gap-4">
        <h2 className="text-xl font-semibold text-slate-900">{texts.callOnlyTitle}</h2>
        <p className="text-slate-700">{phone ? texts.callOnlyText(words) : texts.callOnlyNoPhone(words)}</p>
        {phone && (
          <a href={telHref(phone)} className={buttonClasses('primary', 'lg', true)}>
            <Phone aria-hidden="true" className="size-5" />
            {t.reception.contact.callUs(phone)}
          </a>
        )}
        <OpeningHours config={config} />
      </Card>
    </>
  );
}

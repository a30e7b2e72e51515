import { Phone } from 'lucide-react';
import { receptionWords } from '../../../../common/receptionWords.ts';
import type { ReceptionConfig } from '../../../../common/tenantConfig.ts';
import { receptionTexts } from '../../../../common/texts/reception.ts';
import { buttonClasses } from '../../../components/Button.tsx';
import { Card } from '../../../components/Card.tsx';
import { OpeningHours } from '../shared/OpeningHours.tsx';
import { practicePhone, telHref } from '../shared/PracticeContact.tsx';
import { CancellationNotice } from './CancellationNotice.tsx';

const texts = receptionTexts.cancellation;

/** features.callOnlyCancellation: only the phone number and opening hours, no form (spec 002 §2). */
export function CallOnlyCancellation({ config }: { config: ReceptionConfig }) {
  const phone = practicePhone(config);
  const words = receptionWords(config);
  return (
    <>
      <CancellationNotice />
      <Card as="section" className="flex flex-col gap-4">
        <h2 className="text-xl font-semibold text-slate-900">{texts.callOnlyTitle}</h2>
        <p className="text-slate-700">{phone ? texts.callOnlyText(words) : texts.callOnlyNoPhone(words)}</p>
        {phone && (
          <a href={telHref(phone)} className={buttonClasses('primary', 'lg', true)}>
            <Phone aria-hidden="true" className="size-5" />
            {receptionTexts.contact.callUs(phone)}
          </a>
        )}
        <OpeningHours config={config} />
      </Card>
    </>
  );
}

import { Info } from 'lucide-react';
import type { ReceptionConfig } from '../../../../common/tenantConfig.ts';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';
import { PracticeTerms } from './PracticeTerms.tsx';

/** The notice period (spec 002 §9, in the practice's hours) and the practice's own terms, if it has any. */
export function CancellationNotice({ config }: { config: ReceptionConfig }) {
  const texts = usePatientTexts().reception.cancellation;
  return (
    <aside
      aria-label={texts.noticeTitle}
      className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{texts.noticeTitle}</p>
        <p>{texts.notice(config.cancellationNoticeHours)}</p>
        <PracticeTerms terms={config.cancellationTerms} />
      </div>
    </aside>
  );
}

import { Link } from 'react-router';
import type { PublicConsent } from '../../../../common/consent/api.ts';
import { RECEPTION_PATHS } from '../../../../common/reception/receptionPaths.ts';
import { Badge, type BadgeTone } from '../../../components/Badge.tsx';
import { buttonClasses } from '../../../components/Button.tsx';
import { SuccessCard } from '../../../components/SuccessCard.tsx';
import { usePatientLanguage } from '../shared/PatientLanguage.tsx';
import { useReceptionLink } from '../shared/receptionLink.ts';
import { answerTime } from './answerTime.ts';

const TONES: Record<PublicConsent['status'], BadgeTone> = {
  signed: 'success',
  declined: 'neutral',
  pending: 'warning',
};

/** "Vielen Dank": every document is answered; each with its answer and time (none after a reload). */
export function SigningDone({
  practice,
  documents,
}: {
  practice: string;
  documents: readonly PublicConsent[];
}) {
  const { texts: t, language } = usePatientLanguage();
  const texts = t.signing;
  const link = useReceptionLink();
  const status = { signed: texts.statusSigned, declined: texts.statusDeclined, pending: texts.statusPending };
  return (
    <SuccessCard
      title={texts.doneTitle}
      focusOnMount
      actions={
        <Link to={link(RECEPTION_PATHS.home)} className={buttonClasses('primary', 'lg', true)}>
          {t.reception.success.toHome}
        </Link>
      }
    >
      <p>{texts.doneText(practice)}</p>
      {documents.length > 0 && (
        <section aria-labelledby="signing-answers" className="flex flex-col gap-2">
          <h3 id="signing-answers" className="font-semibold text-slate-900">
            {texts.answersHeading}
          </h3>
          <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200">
            {documents.map((document) => {
              const at = document.answered_at ? answerTime(document.answered_at, language) : null;
              return (
                <li key={document.consent_id} className="flex flex-col gap-1 px-3 py-2">
                  <span lang={document.language} className="font-medium text-slate-900">
                    {document.title}
                  </span>
                  <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    <Badge tone={TONES[document.status]}>{status[document.status]}</Badge>
                    {at && <span className="tabular-nums">{`${at.date}, ${at.time}`}</span>}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <p>{texts.doneCopy}</p>
    </SuccessCard>
  );
}

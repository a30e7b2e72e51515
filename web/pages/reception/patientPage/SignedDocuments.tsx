import { Download } from 'lucide-react';
import { useId } from 'react';
import type { PatientPageView } from '../../../../common/patientPage/api.ts';
import { buttonClasses } from '../../../components/Button.tsx';
import { Card } from '../../../components/Card.tsx';
import { usePatientLanguage } from '../shared/PatientLanguage.tsx';
import { answerTime } from '../signing/answerTime.ts';
import { WithIsolated } from './isolated.tsx';
import { consentPdfUrl } from './patientPageApi.ts';

interface SignedDocumentsProps {
  requestId: string;
  documents: PatientPageView['documents'];
}

/** „Ihre unterschriebenen Dokumente“: each with its date and its PDF (a plain link; the cookie goes along). */
export function SignedDocuments({ requestId, documents }: SignedDocumentsProps) {
  const { texts: t, language } = usePatientLanguage();
  const texts = t.patientPage.documents;
  const ids = useId();
  return (
    <Card as="section" aria-labelledby={`${ids}-heading`} className="flex flex-col gap-4">
      <h2 id={`${ids}-heading`} className="text-xl font-semibold tracking-tight text-slate-900">
        {texts.heading}
      </h2>
      {documents.length === 0 ? (
        <p className="text-slate-700">{texts.none}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {documents.map((document) => {
            const titleId = `${ids}-${document.consentId}`;
            return (
              <li
                key={document.consentId}
                className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-0.5">
                  <p id={titleId} dir="auto" className="font-medium break-words text-slate-900">
                    {document.title}
                  </p>
                  <p className="text-sm text-slate-600 tabular-nums">
                    <WithIsolated
                      format={texts.signedOn}
                      value={answerTime(document.signedAt, language).date}
                    />
                  </p>
                </div>
                <a
                  href={consentPdfUrl(requestId, document.consentId)}
                  download
                  aria-describedby={titleId}
                  className={`${buttonClasses('secondary', 'lg')} w-full shrink-0 sm:w-auto`}
                >
                  <Download aria-hidden="true" className="size-5" />
                  {texts.download}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

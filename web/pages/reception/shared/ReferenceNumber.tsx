import { referenceNumber } from '../../../../common/reception/referenceNumber.ts';
import { usePatientTexts } from './PatientLanguage.tsx';

/** The request's reference number (first 8 characters of its id, uppercase) for patients to quote. */
export function ReferenceNumber({ submissionId }: { submissionId: string }) {
  const texts = usePatientTexts().reception.reference;
  return (
    <div className="flex flex-col gap-1 rounded-md border border-slate-200 bg-slate-50 px-4 py-3">
      <p className="text-sm text-slate-700">{texts.label}</p>
      <p className="font-mono text-2xl font-semibold tracking-widest text-slate-900 tabular-nums">
        {referenceNumber(submissionId)}
      </p>
      <p className="text-sm text-slate-600">{texts.hint}</p>
    </div>
  );
}

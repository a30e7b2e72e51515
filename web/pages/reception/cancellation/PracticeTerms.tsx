import { usePatientTexts } from '../shared/PatientLanguage.tsx';

/**
 * The practice's cancellation terms (config.cancellationTerms). The practice writes them itself, in German, and
 * they are its binding words: every language shows them exactly as written, marked as German for screen readers.
 */
export function PracticeTerms({ terms }: { terms: string }) {
  const texts = usePatientTexts().reception.cancellation;
  if (!terms) return null;
  return (
    <p>
      <span className="font-medium">{texts.termsLabel}</span>{' '}
      <span lang="de" className="whitespace-pre-line">
        {terms}
      </span>
    </p>
  );
}

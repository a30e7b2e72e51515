import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/Button.tsx';
import { Card } from '../../../components/Card.tsx';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';

/** Without a request there is nothing to attach the anamnese to: explain and lead back to the reception. */
export function MissingRequest({ receptionHref }: { receptionHref: string }) {
  const texts = usePatientTexts().anamnese;
  return (
    <Card as="section" aria-labelledby="anamnese-missing-title" className="flex flex-col gap-4">
      <ClipboardList aria-hidden="true" className="size-8 text-primary" />
      <h2 id="anamnese-missing-title" className="text-xl font-semibold tracking-tight text-slate-900">
        {texts.missingRequestTitle}
      </h2>
      <p className="text-base text-slate-700">{texts.missingRequestText}</p>
      <Link to={receptionHref} className={buttonClasses('primary', 'lg', true)}>
        {texts.toReception}
      </Link>
    </Card>
  );
}

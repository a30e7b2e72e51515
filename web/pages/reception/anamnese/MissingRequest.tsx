import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { anamneseTexts } from '../../../../common/texts/anamnese.ts';
import { buttonClasses } from '../../../components/Button.tsx';
import { Card } from '../../../components/Card.tsx';

/** Without a request there is nothing to attach the anamnese to: explain and lead back to the reception. */
export function MissingRequest({ receptionHref }: { receptionHref: string }) {
  return (
    <Card as="section" aria-labelledby="anamnese-missing-title" className="flex flex-col gap-4">
      <ClipboardList aria-hidden="true" className="size-8 text-primary" />
      <h2 id="anamnese-missing-title" className="text-xl font-semibold tracking-tight text-slate-900">
        {anamneseTexts.missingRequestTitle}
      </h2>
      <p className="text-base text-slate-700">{anamneseTexts.missingRequestText}</p>
      <Link to={receptionHref} className={buttonClasses('primary', 'lg', true)}>
        {anamneseTexts.toReception}
      </Link>
    </Card>
  );
}

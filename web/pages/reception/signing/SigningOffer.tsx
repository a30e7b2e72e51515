import { FilePen } from 'lucide-react';
import { Link } from 'react-router';
import { RECEPTION_PATHS } from '../../../../common/reception/receptionPaths.ts';
import { buttonClasses } from '../../../components/Button.tsx';
import { Card } from '../../../components/Card.tsx';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';
import { useReceptionLink } from '../shared/receptionLink.ts';
import type { SigningEntryState } from '../shared/routeState.ts';

/**
 * "Dokumente unterschreiben" after a request that needs documents (issue 30): the way to the signing page with
 * the request's token in the route state (never in the address).
 */
export function SigningOffer({ consentToken }: { consentToken: string }) {
  const texts = usePatientTexts().signing.offer;
  const link = useReceptionLink();
  const state: SigningEntryState = { consentToken };
  return (
    <Card
      as="section"
      aria-labelledby="signing-offer-title"
      className="flex flex-col gap-4 border-primary ring-1 ring-primary"
    >
      <div className="flex gap-3">
        <FilePen aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <h2 id="signing-offer-title" className="text-xl font-semibold text-slate-900">
            {texts.title}
          </h2>
          <p className="text-slate-700">{texts.text}</p>
        </div>
      </div>
      <Link to={link(RECEPTION_PATHS.signing)} state={state} className={buttonClasses('primary', 'lg', true)}>
        {texts.button}
      </Link>
      <p className="text-sm text-slate-600">{texts.later}</p>
    </Card>
  );
}

import { Link2Off } from 'lucide-react';
import { Link } from 'react-router';
import { RECEPTION_PATHS } from '../../../../common/reception/receptionPaths.ts';
import { buttonClasses } from '../../../components/Button.tsx';
import { Card } from '../../../components/Card.tsx';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';
import { PracticeContact } from '../shared/PracticeContact.tsx';
import { useReceptionLink } from '../shared/receptionLink.ts';
import type { ReceptionTenant } from '../shared/useReceptionTenant.ts';

/** A link without a token, or one the server no longer takes: say so plainly and how to reach the practice. */
export function SigningProblem({ kind, tenant }: { kind: 'missing' | 'invalid'; tenant: ReceptionTenant }) {
  const t = usePatientTexts();
  const texts = t.signing.errors;
  const link = useReceptionLink();
  return (
    <Card as="section" aria-labelledby="signing-problem-title" className="flex flex-col gap-4">
      <Link2Off aria-hidden="true" className="size-8 text-slate-500" />
      <h2 id="signing-problem-title" className="text-xl font-semibold tracking-tight text-slate-900">
        {kind === 'missing' ? texts.linkMissingTitle : texts.linkInvalidTitle}
      </h2>
      <p className="text-base text-slate-700">{kind === 'missing' ? texts.linkMissing : texts.linkInvalid}</p>
      <PracticeContact config={tenant.config} heading={texts.contactHeading} headingLevel={3} />
      <Link to={link(RECEPTION_PATHS.home)} className={buttonClasses('secondary', 'lg', true)}>
        {t.reception.success.toHome}
      </Link>
    </Card>
  );
}

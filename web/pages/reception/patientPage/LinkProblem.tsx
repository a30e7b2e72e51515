import { Link2Off } from 'lucide-react';
import { Link } from 'react-router';
import { RECEPTION_PATHS } from '../../../../common/reception/receptionPaths.ts';
import { buttonClasses } from '../../../components/Button.tsx';
import { Card } from '../../../components/Card.tsx';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';
import { PracticeContact } from '../shared/PracticeContact.tsx';
import { useReceptionLink } from '../shared/receptionLink.ts';
import type { ReceptionTenant } from '../shared/useReceptionTenant.ts';

/**
 * A link without a token, one cut short, or one the server no longer takes (expired, request deleted): say
 * so plainly, and how to reach the practice (its reception's contact: the request's is unknown here).
 */
export function LinkProblem({ tenant }: { tenant: ReceptionTenant }) {
  const t = usePatientTexts();
  const link = useReceptionLink();
  return (
    <Card className="flex flex-col gap-4">
      <Link2Off aria-hidden="true" className="size-8 text-slate-500" />
      <p role="alert" className="text-base font-medium text-slate-900">
        {t.patientPage.errors.linkInvalid}
      </p>
      <PracticeContact config={tenant.config} heading={t.patientPage.contactHeading} headingLevel={2} />
      <Link to={link(RECEPTION_PATHS.home)} className={buttonClasses('secondary', 'lg', true)}>
        {t.reception.success.toHome}
      </Link>
    </Card>
  );
}

import { Link } from 'react-router';
import { RECEPTION_PATHS } from '../../../../common/reception/receptionPaths.ts';
import { buttonClasses } from '../../../components/Button.tsx';
import { Card } from '../../../components/Card.tsx';
import { usePatientLanguage } from './PatientLanguage.tsx';
import { PracticeContact } from './PracticeContact.tsx';
import { useReceptionLink } from './receptionLink.ts';
import type { ReceptionTenant } from './useReceptionTenant.ts';

/** Shown when a page's feature is switched off for the practice (someone followed an old link). */
export function FeatureUnavailable({ tenant }: { tenant: ReceptionTenant }) {
  const link = useReceptionLink();
  const { texts: t, wordsOf } = usePatientLanguage();
  const texts = t.reception.unavailable;
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-slate-900">{texts.title}</h2>
      <p className="text-slate-700">{texts.text(wordsOf(tenant))}</p>
      <PracticeContact config={tenant.config} />
      <Link to={link(RECEPTION_PATHS.booking)} className={buttonClasses('primary', 'lg', true)}>
        {texts.toBooking}
      </Link>
    </Card>
  );
}

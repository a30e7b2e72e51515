import { FileImage, PencilLine, Wallet } from 'lucide-react';
import { RECEPTION_PATHS } from '../../../../common/reception/receptionPaths.ts';
import { Card } from '../../../components/Card.tsx';
import { LinkCard } from '../../../components/LinkCard.tsx';
import { usePracticeWording } from '../home/practiceWording.ts';
import { usePatientLanguage } from '../shared/PatientLanguage.tsx';
import { PracticeContact } from '../shared/PracticeContact.tsx';
import { ReceptionLayout } from '../shared/ReceptionLayout.tsx';
import { useReceptionLink } from '../shared/receptionLink.ts';
import type { ReceptionTenant } from '../shared/useReceptionTenant.ts';
import { PracticeHighlights } from './PracticeHighlights.tsx';

const ICON = 'size-6';

/** /online-rezeption/terminbuchung: the booking ways the practice offers (spec 002 §2), and why to choose it. */
export function BookingPage() {
  const { texts: t, wordsOf } = usePatientLanguage();
  const own = usePracticeWording();
  const texts = t.reception.booking;
  return (
    <ReceptionLayout
      title={(tenant) => own(tenant.config.bookAppointmentCTA) || texts.pageTitle(wordsOf(tenant))}
      breadcrumb={[{ label: texts.breadcrumb }]}
      backTo={RECEPTION_PATHS.home}
    >
      {(tenant) => (
        <>
          <BookingWays tenant={tenant} />
          <PracticeHighlights tenant={tenant} />
        </>
      )}
    </ReceptionLayout>
  );
}

function BookingWays({ tenant }: { tenant: ReceptionTenant }) {
  const link = useReceptionLink();
  const { texts: t, wordsOf } = usePatientLanguage();
  const texts = t.reception.booking;
  const { features, businessType } = tenant.config;
  const medical = businessType === 'medical';
  const ways = [
    features.prescriptionUpload && {
      to: RECEPTION_PATHS.prescription,
      title: texts.prescription.title,
      text: texts.prescription.text(medical),
      icon: <FileImage aria-hidden="true" className={ICON} />,
    },
    features.selfPay && {
      to: RECEPTION_PATHS.selfPay,
      title: texts.selfPay.title,
      text: texts.selfPay.text(wordsOf(tenant)),
      icon: <Wallet aria-hidden="true" className={ICON} />,
    },
    features.manualPrescription && {
      to: RECEPTION_PATHS.manual,
      title: texts.manual.title(medical),
      text: texts.manual.text(medical),
      icon: <PencilLine aria-hidden="true" className={ICON} />,
    },
  ].filter((way) => way !== false);

  if (ways.length === 0) {
    return (
      <Card className="flex flex-col gap-4">
        <p className="text-slate-700">{texts.noWays}</p>
        <PracticeContact config={tenant.config} showOpeningHours />
      </Card>
    );
  }
  return (
    <>
      <p className="-mt-2 text-lg text-slate-700">{texts.intro}</p>
      <nav aria-label={texts.waysLabel}>
        <ul className="flex flex-col gap-3">
          {ways.map((way) => (
            <li key={way.to}>
              <LinkCard to={link(way.to)} title={way.title} description={way.text} icon={way.icon} />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

import { BookingWayPage } from '../shared/BookingWayPage.tsx';
import { usePatientLanguage } from '../shared/PatientLanguage.tsx';
import { PrescriptionForm } from './PrescriptionForm.tsx';

/** /online-rezeption/terminbuchung/rezept (spec 002 §2). */
export function PrescriptionPage() {
  const { texts: t, wordsOf } = usePatientLanguage();
  const texts = t.reception.prescription;
  return (
    <BookingWayPage
      title={(tenant) => texts.pageTitle(wordsOf(tenant))}
      breadcrumb={() => texts.breadcrumb}
      enabled={(tenant) => tenant.config.features.prescriptionUpload}
    >
      {(tenant) => (
        <>
          <p className="-mt-2 text-slate-700">{texts.intro}</p>
          <PrescriptionForm tenant={tenant} />
        </>
      )}
    </BookingWayPage>
  );
}

import { receptionWords } from '../../../../common/receptionWords.ts';
import { receptionTexts } from '../../../../common/texts/reception.ts';
import { BookingWayPage } from '../shared/BookingWayPage.tsx';
import { PrescriptionForm } from './PrescriptionForm.tsx';

const texts = receptionTexts.prescription;

/** /online-rezeption/terminbuchung/rezept (spec 002 §2). */
export function PrescriptionPage() {
  return (
    <BookingWayPage
      title={(tenant) => texts.pageTitle(receptionWords(tenant.config))}
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

import { BookingWayPage } from '../shared/BookingWayPage.tsx';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';
import type { ReceptionTenant } from '../shared/useReceptionTenant.ts';
import { ManualMedicalForm, ManualWishesForm } from './ManualForms.tsx';

const isMedical = (tenant: ReceptionTenant) => tenant.config.businessType === 'medical';

/**
 * /online-rezeption/terminbuchung/manuell (spec 002 §2): a medical practice asks for the prescription's
 * details, any other business for goals and desired services.
 */
export function ManualPage() {
  const texts = usePatientTexts().reception.manual;
  return (
    <BookingWayPage
      title={(tenant) => texts.pageTitle(isMedical(tenant))}
      breadcrumb={(tenant) => texts.pageTitle(isMedical(tenant))}
      enabled={(tenant) => tenant.config.features.manualPrescription}
    >
      {(tenant) => {
        const medical = isMedical(tenant);
        return (
          <>
            <p className="-mt-2 text-slate-700">{medical ? texts.introMedical : texts.introNonMedical}</p>
            {medical ? <ManualMedicalForm tenant={tenant} /> : <ManualWishesForm tenant={tenant} />}
          </>
        );
      }}
    </BookingWayPage>
  );
}

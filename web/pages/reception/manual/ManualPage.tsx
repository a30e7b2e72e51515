import { receptionTexts } from '../../../../common/texts/reception.ts';
import { FeatureUnavailable } from '../shared/FeatureUnavailable.tsx';
import { ReceptionLayout } from '../shared/ReceptionLayout.tsx';
import { RECEPTION_PATHS } from '../shared/receptionPaths.ts';
import { ManualMedicalForm, ManualWishesForm } from './ManualForms.tsx';

const texts = receptionTexts.manual;

/**
 * /online-rezeption/terminbuchung/manuell (spec 002 §2): a medical practice asks for the prescription's
 * details, any other business for goals and desired services.
 */
export function ManualPage() {
  return (
    <ReceptionLayout
      title={texts.pageTitle}
      breadcrumb={[
        { label: receptionTexts.booking.breadcrumb, to: RECEPTION_PATHS.booking },
        { label: texts.breadcrumb },
      ]}
      backTo={RECEPTION_PATHS.booking}
    >
      {(tenant) => {
        if (!tenant.config.features.manualPrescription) return <FeatureUnavailable tenant={tenant} />;
        const medical = tenant.config.businessType === 'medical';
        return (
          <>
            <p className="-mt-2 text-slate-700">{medical ? texts.introMedical : texts.introNonMedical}</p>
            {medical ? <ManualMedicalForm tenant={tenant} /> : <ManualWishesForm tenant={tenant} />}
          </>
        );
      }}
    </ReceptionLayout>
  );
}

import { receptionTexts } from '../../../../common/texts/reception.ts';
import { FeatureUnavailable } from '../shared/FeatureUnavailable.tsx';
import { ReceptionLayout } from '../shared/ReceptionLayout.tsx';
import { RECEPTION_PATHS } from '../shared/receptionPaths.ts';
import { PrescriptionForm } from './PrescriptionForm.tsx';

const texts = receptionTexts.prescription;

/** /online-rezeption/terminbuchung/rezept (spec 002 §2). */
export function PrescriptionPage() {
  return (
    <ReceptionLayout
      title={texts.pageTitle}
      breadcrumb={[
        { label: receptionTexts.booking.breadcrumb, to: RECEPTION_PATHS.booking },
        { label: texts.breadcrumb },
      ]}
      backTo={RECEPTION_PATHS.booking}
    >
      {(tenant) =>
        tenant.config.features.prescriptionUpload ? (
          <>
            <p className="-mt-2 text-slate-700">{texts.intro}</p>
            <PrescriptionForm tenant={tenant} />
          </>
        ) : (
          <FeatureUnavailable tenant={tenant} />
        )
      }
    </ReceptionLayout>
  );
}

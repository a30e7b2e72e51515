import type { ReactNode } from 'react';
import { RECEPTION_PATHS } from '../../../../common/reception/receptionPaths.ts';
import { FeatureUnavailable } from './FeatureUnavailable.tsx';
import { usePatientTexts } from './PatientLanguage.tsx';
import { ReceptionLayout } from './ReceptionLayout.tsx';
import type { ReceptionTenant } from './useReceptionTenant.ts';

/**
 * The frame of the three booking ways (rezept, kein-rezept, manuell): breadcrumb and back link to the booking
 * choice, and a "not available" page when the practice has switched the way off (spec 002 §2).
 */
export function BookingWayPage({
  title,
  breadcrumb,
  enabled,
  children,
}: {
  /** The page's h1; the booking way's name in the breadcrumb. */
  title: (tenant: ReceptionTenant) => string;
  breadcrumb: (tenant: ReceptionTenant) => string;
  enabled: (tenant: ReceptionTenant) => boolean;
  children: (tenant: ReceptionTenant) => ReactNode;
}) {
  const t = usePatientTexts();
  return (
    <ReceptionLayout
      title={title}
      breadcrumb={(tenant) => [
        { label: t.reception.booking.breadcrumb, to: RECEPTION_PATHS.booking },
        { label: breadcrumb(tenant) },
      ]}
      backTo={RECEPTION_PATHS.booking}
    >
      {(tenant) => (enabled(tenant) ? children(tenant) : <FeatureUnavailable tenant={tenant} />)}
    </ReceptionLayout>
  );
}

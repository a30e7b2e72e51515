import { Check } from 'lucide-react';
import { Card } from '../../../components/Card.tsx';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';
import { practiceName, type ReceptionTenant } from '../shared/useReceptionTenant.ts';

/** The practice's services and reasons to choose it (spec 002 §2, booking choice). */
export function PracticeHighlights({ tenant }: { tenant: ReceptionTenant }) {
  const texts = usePatientTexts().reception.booking;
  const { primaryServices, additionalServices, locations, serviceDescription } = tenant.config;
  const reasons = [
    texts.reasons.online,
    texts.reasons.personal,
    texts.reasons.secure,
    ...(locations.length > 1 ? [texts.reasons.locations(locations.length)] : []),
  ];

  return (
    <>
      {(primaryServices.length > 0 || additionalServices.length > 0) && (
        <Card as="section" className="flex flex-col gap-4">
          {primaryServices.length > 0 && (
            <ServiceList heading={texts.servicesHeading} services={primaryServices} />
          )}
          {additionalServices.length > 0 && (
            <ServiceList heading={texts.additionalServicesHeading} services={additionalServices} />
          )}
        </Card>
      )}
      <Card as="section" className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{texts.reasonsHeading(practiceName(tenant))}</h2>
        {serviceDescription && <p className="text-slate-700">{serviceDescription}</p>}
        <ul className="flex flex-col gap-2">
          {reasons.map((reason) => (
            <li key={reason} className="flex items-start gap-2 text-slate-700">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              {reason}
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}

function ServiceList({ heading, services }: { heading: string; services: readonly string[] }) {
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
      <ul className="flex flex-wrap gap-2">
        {services.map((service) => (
          <li key={service} className="rounded-full bg-primary-light px-3 py-1 text-sm text-teal-900">
            {service}
          </li>
        ))}
      </ul>
    </div>
  );
}

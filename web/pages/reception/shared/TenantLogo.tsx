import { useState } from 'react';
import { Logo } from '../../../components/Logo.tsx';
import { usePatientTexts } from './PatientLanguage.tsx';
import { practiceName, type ReceptionTenant } from './useReceptionTenant.ts';

/** The practice's logo from its configuration; the Praxisdesk mark when it has none or it cannot be loaded. */
export function TenantLogo({ tenant }: { tenant: ReceptionTenant }) {
  const t = usePatientTexts();
  const { logoUrl, logoAlt } = tenant.config;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  if (!logoUrl || failedUrl === logoUrl) return <Logo size="sm" />;
  return (
    <img
      src={logoUrl}
      alt={logoAlt || t.reception.logoAlt(practiceName(tenant))}
      className="h-10 w-auto max-w-32 shrink-0 object-contain"
      onError={() => setFailedUrl(logoUrl)}
    />
  );
}

import type { ReactNode } from 'react';
import { usePatientTexts } from './PatientLanguage.tsx';

interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to the practice's own pages (privacy policy, imprint, website). It opens a new tab so a half-filled
 * form is not lost, and says so to screen-reader users.
 */
export function ExternalLink({ href, className = '', children }: ExternalLinkProps) {
  const t = usePatientTexts();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t.reception.newTab}</span>
    </a>
  );
}

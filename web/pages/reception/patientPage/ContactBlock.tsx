import { Globe, Mail, Phone } from 'lucide-react';
import { useId } from 'react';
import type { PatientPageView } from '../../../../common/patientPage/api.ts';
import { isWebAddress } from '../../../../common/webAddress.ts';
import { Card } from '../../../components/Card.tsx';
import { ExternalLink } from '../shared/ExternalLink.tsx';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';
import { telHref } from '../shared/PracticeContact.tsx';

const LINK_CLASSES =
  'inline-flex min-h-11 max-w-full items-center gap-3 rounded-md font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** The website as a link target: http(s) only (never javascript:); "www.praxis.de" gets its https://. */
export function websiteHref(website: string | null): string | null {
  const address = website?.trim();
  if (!address) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(address) ? address : `https://${address}`;
  return isWebAddress(withScheme) ? withScheme : null;
}

/** "https://www.praxis.de/" → "www.praxis.de": what a person reads and types. */
const shownAddress = (href: string) => href.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/**
 * „So erreichen Sie die Praxis“, from the request's practice. Numbers and addresses read left to right on
 * an Arabic or Persian page too (dir="ltr"), and every one is a link a thumb can hit.
 */
export function ContactBlock({ practice }: { practice: PatientPageView['practice'] }) {
  const t = usePatientTexts();
  const labels = t.reception.contact;
  const headingId = useId();
  const website = websiteHref(practice.website);
  if (!practice.phone && !practice.email && !website) return null;
  return (
    <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight text-slate-900">
        {t.patientPage.contactHeading}
      </h2>
      <p dir="auto" className="font-medium text-slate-900">
        {practice.name}
      </p>
      <ul className="flex flex-col">
        {practice.phone && (
          <li>
            <a href={telHref(practice.phone)} className={LINK_CLASSES}>
              <Phone aria-hidden="true" className="size-5 shrink-0" />
              <span className="sr-only">{labels.phone}: </span>
              <span dir="ltr">{practice.phone}</span>
            </a>
          </li>
        )}
        {practice.email && (
          <li>
            <a href={`mailto:${practice.email}`} className={LINK_CLASSES}>
              <Mail aria-hidden="true" className="size-5 shrink-0" />
              <span className="sr-only">{labels.email}: </span>
              <span dir="ltr" className="break-all">
                {practice.email}
              </span>
            </a>
          </li>
        )}
        {website && (
          <li>
            <ExternalLink href={website} className={LINK_CLASSES}>
              <Globe aria-hidden="true" className="size-5 shrink-0" />
              <span className="sr-only">{t.mail.website}: </span>
              <span dir="ltr" className="break-all">
                {shownAddress(website)}
              </span>
            </ExternalLink>
          </li>
        )}
      </ul>
    </Card>
  );
}

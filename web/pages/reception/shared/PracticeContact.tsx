import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReceptionConfig } from '../../../../common/tenantConfig.ts';
import { OpeningHours, openingTimes } from './OpeningHours.tsx';
import { usePatientTexts } from './PatientLanguage.tsx';

interface PracticeContactProps {
  config: ReceptionConfig;
  /** A heading above the details; none when the surrounding text already introduces them. */
  heading?: string;
  headingLevel?: 2 | 3;
  showOpeningHours?: boolean;
  showLocations?: boolean;
}

/** The number patients should call; reception-specific contacts first. */
export const practicePhone = (config: ReceptionConfig) => config.contactPhone || config.phone;
export const practiceEmail = (config: ReceptionConfig) => config.contactEmail || config.email;

/** "030 1234567-0" → "tel:03012345670": digits and a leading plus only. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

const LINK_CLASSES =
  'inline-flex min-h-11 items-center gap-3 rounded-md font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** Phone and e-mail as tappable links, optionally opening hours and locations (spec 002 §2). */
export function PracticeContact({
  config,
  heading,
  headingLevel = 2,
  showOpeningHours = false,
  showLocations = false,
}: PracticeContactProps) {
  const texts = usePatientTexts().reception.contact;
  const phone = practicePhone(config);
  const email = practiceEmail(config);
  const hours = showOpeningHours ? openingTimes(config) : [];
  const locations = showLocations
    ? config.locations.filter((location) => location.name || location.address)
    : [];
  if (!phone && !email && hours.length === 0 && locations.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';

  return (
    <section className="flex flex-col gap-3">
      {heading && <Heading className="text-lg font-semibold text-slate-900">{heading}</Heading>}
      {(phone || email) && (
        <ul className="flex flex-col">
          {phone && (
            <li>
              <a href={telHref(phone)} className={LINK_CLASSES}>
                <Phone aria-hidden="true" className="size-5 shrink-0" />
                <span>
                  <span className="sr-only">{texts.phone}: </span>
                  {phone}
                </span>
              </a>
            </li>
          )}
          {email && (
            <li>
              <a href={`mailto:${email}`} className={`${LINK_CLASSES} break-all`}>
                <Mail aria-hidden="true" className="size-5 shrink-0" />
                <span>
                  <span className="sr-only">{texts.email}: </span>
                  {email}
                </span>
              </a>
            </li>
          )}
        </ul>
      )}
      {showOpeningHours && <OpeningHours config={config} headingLevel={headingLevel === 2 ? 3 : 4} />}
      {locations.length > 0 && (
        <div className="flex flex-col gap-2">
          <SubHeading className="flex items-center gap-2 font-semibold text-slate-900">
            <MapPin aria-hidden="true" className="size-5 text-slate-500" />
            {texts.locations}
          </SubHeading>
          <ul className="flex flex-col gap-1 ps-7 text-slate-700">
            {locations.map((location) => (
              <li key={`${location.name}-${location.address}`}>
                {location.name && <span className="font-medium">{location.name}</span>}
                {location.name && location.address && ', '}
                {location.address}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

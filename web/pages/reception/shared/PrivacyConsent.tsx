import { isWebAddress } from '../../../../common/webAddress.ts';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { ExternalLink } from './ExternalLink.tsx';
import { usePatientTexts } from './PatientLanguage.tsx';

const LINK_CLASSES =
  'font-medium text-primary underline underline-offset-2 hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** Whether the practice has a privacy policy the consent can link to (an http(s) address, never javascript:). */
export const hasPrivacyPolicy = (privacyPolicyUrl: string) => isWebAddress(privacyPolicyUrl);

/**
 * The words naming the practice's privacy policy inside a consent sentence: a link to it (in a new tab, so
 * the form is kept) when the practice has one, else the plain words. Every consent patients give uses it —
 * the reception forms here, the anamnese's last step in its own sentence.
 */
export function PrivacyPolicyLink({ url, children }: { url: string; children: string }) {
  if (!hasPrivacyPolicy(url)) return children;
  return (
    <ExternalLink href={url.trim()} className={LINK_CLASSES}>
      {children}
    </ExternalLink>
  );
}

interface PrivacyConsentProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  /** The practice's privacy policy (config.privacyPolicyUrl); the words "Datenschutzerklärung" link to it. */
  privacyPolicyUrl: string;
  disabled?: boolean;
}

/** The required consent of every reception form (spec 002 §5). */
export function PrivacyConsent({
  checked,
  onChange,
  error,
  privacyPolicyUrl,
  disabled,
}: PrivacyConsentProps) {
  const texts = usePatientTexts().reception.privacy;
  return (
    <Checkbox
      size="lg"
      name="privacyConsent"
      required
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      disabled={disabled}
      error={error}
      hint={texts.hint}
      label={
        <>
          {texts.before}
          <PrivacyPolicyLink url={privacyPolicyUrl}>{texts.link}</PrivacyPolicyLink>
          {texts.after}
        </>
      }
    />
  );
}

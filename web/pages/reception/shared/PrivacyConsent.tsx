import { receptionTexts } from '../../../../common/texts/reception.ts';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { ExternalLink, isWebAddress } from './ExternalLink.tsx';

interface PrivacyConsentProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  /** The practice's privacy policy; the words "Datenschutzerklärung" link to it when set. */
  privacyPolicyUrl: string;
  disabled?: boolean;
}

const texts = receptionTexts.privacy;

/** The required consent of every reception form (spec 002 §5). */
export function PrivacyConsent({
  checked,
  onChange,
  error,
  privacyPolicyUrl,
  disabled,
}: PrivacyConsentProps) {
  const policy = isWebAddress(privacyPolicyUrl) ? (
    <ExternalLink
      href={privacyPolicyUrl}
      className="font-medium text-primary underline underline-offset-2 hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {texts.link}
    </ExternalLink>
  ) : (
    texts.link
  );
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
          {policy}
          {texts.after}
        </>
      }
    />
  );
}

import type { ReactNode } from 'react';
import { Button } from '../../../components/Button.tsx';
import { ContactFields } from './ContactFields.tsx';
import { FormErrorAlert } from './FormErrorAlert.tsx';
import { Honeypot } from './Honeypot.tsx';
import { usePatientTexts } from './PatientLanguage.tsx';
import { PrivacyConsent } from './PrivacyConsent.tsx';
import type { ContactFormFrame } from './useContactForm.ts';

interface ContactFormProps {
  form: ContactFormFrame;
  submitLabel: string;
  privacyPolicyUrl: string;
  /** The kind's own fields, between the contact details and the consent. */
  children?: ReactNode;
}

/**
 * The frame of a contact-style reception form: the send failure above the form (spec 002 §4), name, phone and
 * e-mail, the kind's fields, consent, honeypot, and the send button at the bottom within thumb reach.
 */
export function ContactForm({ form, submitLabel, privacyPolicyUrl, children }: ContactFormProps) {
  const t = usePatientTexts();
  const { errors, submitting } = form;
  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} className="relative flex flex-col gap-5">
      {form.errorMessage && (
        <FormErrorAlert
          title={t.reception.submit.errorTitle}
          message={form.errorMessage}
          attempt={form.attempt}
        />
      )}
      <p className="text-sm text-slate-600">{t.reception.fields.requiredNote}</p>
      <ContactFields
        values={form.contact}
        errors={errors}
        onChange={form.setContactField}
        disabled={submitting}
      />
      {children}
      <PrivacyConsent
        checked={form.privacyConsent}
        onChange={form.setPrivacyConsent}
        error={errors.privacyConsent}
        privacyPolicyUrl={privacyPolicyUrl}
        disabled={submitting}
      />
      <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {submitting ? t.reception.submit.submitting : submitLabel}
      </Button>
    </form>
  );
}

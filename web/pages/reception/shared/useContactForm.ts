// A reception form that is contact details + a few fields of its kind + consent, sent in one call: question,
// cancellation, self-pay and manual entry. Checks the fields by the shared rules (spec 002 §5) before sending.
import { useMutation } from '@tanstack/react-query';
import type { FormEvent, RefObject } from 'react';
import type { FieldErrors } from '../../../../common/intake/formDataRules.ts';
import { validateFormData } from '../../../../common/intake/formDataRules.ts';
import type { ReceptionKind } from '../../../../common/intake/formTypes.ts';
import type { ContactValues } from './ContactFields.tsx';
import { usePatientLanguage } from './PatientLanguage.tsx';
import {
  type ReceptionFormData,
  type SubmitFormResult,
  submitErrorMessage,
  submitForm,
} from './submitForm.ts';
import { useReceptionForm } from './useReceptionForm.ts';
import type { ReceptionTenant } from './useReceptionTenant.ts';

interface ContactFormOptions<Extra extends Record<string, string>> {
  tenant: ReceptionTenant;
  type: ReceptionKind;
  /** The kind's own text fields with their start values, e.g. { message: '' }. */
  extraFields: Extra;
  /** Shown when sending failed without a message of our own (spec 002 §8). */
  fallbackError?: string;
  onSuccess: (result: SubmitFormResult) => void;
}

export function useContactForm<Extra extends Record<string, string>>({
  tenant,
  type,
  extraFields,
  fallbackError,
  onSuccess,
}: ContactFormOptions<Extra>) {
  const { texts, language } = usePatientLanguage();
  const form = useReceptionForm({
    name: '',
    phone: '',
    email: '',
    privacyConsent: false,
    honeypot: '',
    ...extraFields,
  });
  const mutation = useMutation({
    mutationFn: (formData: ReceptionFormData) => submitForm(tenant, formData, language),
    onSuccess,
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const { values } = form;
    const extras = Object.fromEntries(
      Object.keys(extraFields).map((key) => [key, String(values[key]).trim()]),
    );
    const formData: ReceptionFormData = {
      ...extras,
      type,
      name: values.name.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
      privacyConsent: values.privacyConsent,
      honeypot: values.honeypot,
      formFillMs: form.fillMillis(),
    };
    const errors = validateFormData(formData, tenant.config.businessType, {
      consentRequired: true,
      messages: texts.fieldMessages,
    });
    if (!form.applyErrors(errors)) return;
    mutation.mutate(formData);
  }

  const { values, setField } = form;
  // `as never`: with the generic Extra mixed in, the compiler cannot resolve the base fields' value types,
  // which are exactly string and boolean as declared above.
  const frame: ContactFormFrame = {
    formRef: form.formRef,
    handleSubmit,
    submitting: mutation.isPending,
    errorMessage: mutation.isError ? submitErrorMessage(mutation.error, texts, fallbackError) : null,
    attempt: mutation.submittedAt,
    errors: form.errors,
    contact: { name: values.name, phone: values.phone, email: values.email },
    privacyConsent: values.privacyConsent,
    honeypot: values.honeypot,
    setContactField: (field, value) => setField(field, value as never),
    setPrivacyConsent: (checked) => setField('privacyConsent', checked as never),
    setHoneypot: (value) => setField('honeypot', value as never),
  };
  /** The props a TextField/TextArea of one of the kind's own fields needs (value, change, error, busy). */
  const field = (name: keyof Extra & string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value as never),
    error: form.errors[name],
    disabled: mutation.isPending,
  });
  return { values, errors: form.errors, setField, field, submitting: mutation.isPending, frame };
}

/** What the shared form frame (ContactForm) needs, independent of the kind's own fields. */
export interface ContactFormFrame {
  formRef: RefObject<HTMLFormElement | null>;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** The failure of the last send in the patient's language, or null. */
  errorMessage: string | null;
  /** Changes with every send, so a repeated failure is announced again. */
  attempt: number;
  errors: FieldErrors;
  contact: ContactValues;
  privacyConsent: boolean;
  honeypot: string;
  setContactField: (field: keyof ContactValues, value: string) => void;
  setPrivacyConsent: (checked: boolean) => void;
  setHoneypot: (value: string) => void;
}

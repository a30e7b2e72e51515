import { type FormEvent, useState } from 'react';
import { validateFormData } from '../../../../common/intake/formDataRules.ts';
import { PRESCRIPTION_ACCEPT, prescriptionFileError } from '../../../../common/reception/prescriptionFile.ts';
import { receptionTexts } from '../../../../common/texts/reception.ts';
import { Button } from '../../../components/Button.tsx';
import { FileDrop } from '../../../components/FileDrop.tsx';
import { TextArea } from '../../../components/TextArea.tsx';
import { ContactFields } from '../shared/ContactFields.tsx';
import { FormErrorAlert } from '../shared/FormErrorAlert.tsx';
import { Honeypot } from '../shared/Honeypot.tsx';
import { PrivacyConsent } from '../shared/PrivacyConsent.tsx';
import {
  type ReceptionFormData,
  type SubmitFormResult,
  submitErrorMessage,
  submitForm,
} from '../shared/submitForm.ts';
import { UploadError, uploadPrescription } from '../shared/uploadPrescription.ts';
import { useGoToSubmissionSuccess } from '../shared/useGoToSubmissionSuccess.ts';
import { useReceptionForm } from '../shared/useReceptionForm.ts';
import type { ReceptionTenant } from '../shared/useReceptionTenant.ts';
import { UploadFailure } from './UploadFailure.tsx';

const texts = receptionTexts.prescription;

type Phase = 'idle' | 'submitting' | 'uploading';
type Failure =
  | { kind: 'submit'; message: string; attempt: number }
  | { kind: 'upload'; error: UploadError; attempt: number };

/**
 * Contact details, the prescription file and an optional message (spec 002 §2). The file is checked first;
 * then the request is sent ('Wird gesendet...') and the file uploaded for it ('Upload läuft...').
 */
export function PrescriptionForm({ tenant }: { tenant: ReceptionTenant }) {
  const goToSuccess = useGoToSubmissionSuccess('prescription');
  const { values, errors, setField, setFieldError, applyErrors, formRef, fillMillis } = useReceptionForm({
    name: '',
    phone: '',
    email: '',
    message: '',
    privacyConsent: false,
    honeypot: '',
    file: null as File | null,
  });
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<Failure | null>(null);
  // A request that was saved but whose file did not arrive: a retry only uploads again, so the practice does
  // not get the same request twice.
  const [saved, setSaved] = useState<SubmitFormResult | null>(null);
  const busy = phase !== 'idle';

  function pickFile(file: File | null) {
    setField('file', file);
    // Said at once, not only after sending: the patient is still looking at the file field.
    if (file) setFieldError('file', prescriptionFileError(file));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const formData: ReceptionFormData = {
      type: 'prescription',
      name: values.name.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
      privacyConsent: values.privacyConsent,
      honeypot: values.honeypot,
      formFillMs: fillMillis(),
    };
    const fieldErrors = saved
      ? {}
      : validateFormData(formData, tenant.config.businessType, { consentRequired: true });
    const fileError = prescriptionFileError(values.file);
    if (fileError) fieldErrors.file = fileError;
    if (!applyErrors(fieldErrors) || !values.file) return;

    const attempt = Date.now();
    setFailure(null);
    let submission = saved;
    try {
      if (!submission) {
        setPhase('submitting');
        submission = await submitForm(tenant, formData);
        setSaved(submission);
      }
      setPhase('uploading');
      await uploadPrescription({ tenant, ...submission, file: values.file });
      goToSuccess(submission.submissionId);
    } catch (error) {
      setPhase('idle');
      if (error instanceof UploadError) {
        if (error.reaction.resubmit) setSaved(null);
        // The same message at the file field as when the browser had found the problem itself.
        if (error.reaction.fileProblem) setFieldError('file', error.reaction.message);
        setFailure({ kind: 'upload', error, attempt });
      } else {
        setFailure({ kind: 'submit', message: submitErrorMessage(error), attempt });
      }
    }
  }

  const buttonLabel =
    phase === 'submitting'
      ? receptionTexts.submit.submitting
      : phase === 'uploading'
        ? receptionTexts.submit.uploading
        : saved
          ? texts.retryUpload
          : texts.submit;

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="relative flex flex-col gap-5">
      {failure?.kind === 'submit' && (
        <FormErrorAlert
          title={receptionTexts.submit.errorTitle}
          message={failure.message}
          attempt={failure.attempt}
        />
      )}
      {failure?.kind === 'upload' && (
        <UploadFailure
          reaction={failure.error.reaction}
          attempt={failure.attempt}
          config={tenant.config}
          onContinueWithoutFile={saved ? () => goToSuccess(saved.submissionId) : undefined}
        />
      )}
      <p className="text-sm text-slate-600">{receptionTexts.fields.requiredNote}</p>
      <ContactFields
        values={values}
        errors={errors}
        onChange={(field, value) => setField(field, value)}
        disabled={busy || saved !== null}
      />
      <FileDrop
        size="lg"
        label={texts.fileLabel}
        hint={texts.fileHint}
        accept={PRESCRIPTION_ACCEPT}
        name="file"
        file={values.file}
        onFileChange={pickFile}
        error={errors.file}
        disabled={busy}
      />
      <TextArea
        size="lg"
        label={texts.messageLabel}
        hint={texts.messageHint}
        name="message"
        maxLength={5000}
        value={values.message}
        onChange={(event) => setField('message', event.target.value)}
        disabled={busy || saved !== null}
      />
      <PrivacyConsent
        checked={values.privacyConsent}
        onChange={(checked) => setField('privacyConsent', checked)}
        error={errors.privacyConsent}
        privacyPolicyUrl={tenant.config.privacyPolicyUrl}
        disabled={busy || saved !== null}
      />
      <Honeypot value={values.honeypot} onChange={(value) => setField('honeypot', value)} />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {buttonLabel}
      </Button>
    </form>
  );
}

import { type FormEvent, useCallback, useState } from 'react';
import { validateFormData } from '../../../../common/intake/formDataRules.ts';
import { PRESCRIPTION_ACCEPT, prescriptionFileError } from '../../../../common/reception/prescriptionFile.ts';
import { Button } from '../../../components/Button.tsx';
import { FileDrop } from '../../../components/FileDrop.tsx';
import { TextArea } from '../../../components/TextArea.tsx';
import { ContactFields } from '../shared/ContactFields.tsx';
import { FormErrorAlert } from '../shared/FormErrorAlert.tsx';
import { Honeypot } from '../shared/Honeypot.tsx';
import { usePatientLanguage } from '../shared/PatientLanguage.tsx';
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
import { PhotoShrinkStatus } from './PhotoShrinkStatus.tsx';
import { UploadFailure } from './UploadFailure.tsx';
import { usePrescriptionFile } from './usePrescriptionFile.ts';

type Phase = 'idle' | 'submitting' | 'uploading';
type Failure =
  | { kind: 'submit'; message: string; attempt: number }
  | { kind: 'upload'; error: UploadError; attempt: number };

/**
 * Contact details, the prescription file and an optional message (spec 002 §2). The file is checked when it is
 * picked (a photo over 4 MB made smaller first) and again before sending; then the request is sent ('Wird
 * gesendet...') and the file uploaded for it ('Upload läuft...').
 */
export function PrescriptionForm({ tenant }: { tenant: ReceptionTenant }) {
  const { texts: t, language } = usePatientLanguage();
  const texts = t.reception.prescription;
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
  const photo = usePrescriptionFile(
    useCallback((file) => setField('file', file), [setField]),
    useCallback((message) => setFieldError('file', message), [setFieldError]),
  );
  const sending = phase !== 'idle';
  // While a photo is made smaller only the send button waits: the fields stay usable (and keep their focus).
  const busy = sending || photo.shrinking;

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
      : validateFormData(formData, tenant.config.businessType, {
          consentRequired: true,
          messages: t.fieldMessages,
        });
    const fileError = prescriptionFileError(values.file, texts);
    if (fileError) fieldErrors.file = fileError;
    if (!applyErrors(fieldErrors) || !values.file) return;

    const attempt = Date.now();
    setFailure(null);
    let submission = saved;
    try {
      if (!submission) {
        setPhase('submitting');
        submission = await submitForm(tenant, formData, language);
        setSaved(submission);
      }
      setPhase('uploading');
      await uploadPrescription({ tenant, ...submission, file: values.file, texts: t.reception });
      goToSuccess(submission.submissionId);
    } catch (error) {
      setPhase('idle');
      if (error instanceof UploadError) {
        if (error.reaction.resubmit) setSaved(null);
        // The same message at the file field as when the browser had found the problem itself.
        if (error.reaction.fileProblem) setFieldError('file', error.reaction.message);
        setFailure({ kind: 'upload', error, attempt });
      } else {
        setFailure({ kind: 'submit', message: submitErrorMessage(error, t), attempt });
      }
    }
  }

  const buttonLabel =
    phase === 'submitting'
      ? t.reception.submit.submitting
      : phase === 'uploading'
        ? t.reception.submit.uploading
        : saved
          ? texts.retryUpload
          : texts.submit;

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="relative flex flex-col gap-5">
      {failure?.kind === 'submit' && (
        <FormErrorAlert
          title={t.reception.submit.errorTitle}
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
      <p className="text-sm text-slate-600">{t.reception.fields.requiredNote}</p>
      <ContactFields
        values={values}
        errors={errors}
        onChange={(field, value) => setField(field, value)}
        disabled={sending || saved !== null}
      />
      <FileDrop
        size="lg"
        label={texts.fileLabel}
        hint={texts.fileHint}
        accept={PRESCRIPTION_ACCEPT}
        name="file"
        file={values.file}
        onFileChange={(file) => void photo.pick(file)}
        error={errors.file}
        disabled={sending}
        texts={t.components.fileDrop}
        formatSize={t.components.fileSize}
      />
      <PhotoShrinkStatus state={photo.shrink} />
      <TextArea
        size="lg"
        label={texts.messageLabel}
        hint={texts.messageHint}
        name="message"
        maxLength={5000}
        value={values.message}
        onChange={(event) => setField('message', event.target.value)}
        disabled={sending || saved !== null}
      />
      <PrivacyConsent
        checked={values.privacyConsent}
        onChange={(checked) => setField('privacyConsent', checked)}
        error={errors.privacyConsent}
        privacyPolicyUrl={tenant.config.privacyPolicyUrl}
        disabled={sending || saved !== null}
      />
      <Honeypot value={values.honeypot} onChange={(value) => setField('honeypot', value)} />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {buttonLabel}
      </Button>
    </form>
  );
}

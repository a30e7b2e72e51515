import { type FormEvent, useId, useState } from 'react';
import type { StaffConsent } from '../../../../common/consent/api.ts';
import { consentDetailTexts } from '../../../../common/texts/consentDetail.ts';
import { isApiError } from '../../../api/ApiError.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { TextArea } from '../../../components/TextArea.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { localDay, revocationDayError } from './revocationDate.ts';
import { useRevokeConsent } from './useConsents.ts';

const texts = consentDetailTexts.revocation;
/** As consentRevocationBodySchema allows. */
const NOTE_MAX = 500;

interface RevocationDialogProps {
  submissionId: string;
  consent: StaffConsent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the server stored it and the list shows it. */
  onSaved: () => void;
}

/**
 * "Widerruf erfassen": the day the patient withdrew (today unless told otherwise, never in the future) and an
 * optional note. Mounted afresh for each opening, so it always starts from today and an empty note. The
 * server's refusals (409 already revoked or not signed, 400) show in German inside the dialog.
 */
export function RevocationDialog({
  submissionId,
  consent,
  open,
  onOpenChange,
  onSaved,
}: RevocationDialogProps) {
  const revoke = useRevokeConsent(submissionId);
  const [today] = useState(() => localDay(new Date()));
  const [day, setDay] = useState(today);
  const [note, setNote] = useState('');
  const [dayError, setDayError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const formId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (revoke.isPending) return;
    const error = revocationDayError(day, consent.answered_at);
    setDayError(error ?? undefined);
    setFailure(null);
    if (error) return;
    revoke.mutate(
      { consentId: consent.id, revokedOn: day, note: note.trim() || null },
      {
        onSuccess: onSaved,
        // Our 4xx messages are German and say what is wrong; anything else gets the general one.
        onError: (cause) =>
          setFailure(
            isApiError(cause) && cause.status >= 400 && cause.status < 500 ? cause.message : texts.failed,
          ),
      },
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!revoke.isPending) onOpenChange(next);
      }}
      title={texts.dialogTitle(consent.title)}
      description={texts.dialogDescription}
      closeLabel={texts.close}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={revoke.isPending}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={revoke.isPending}>
            {texts.save}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          type="date"
          label={texts.date}
          hint={texts.dateHint}
          value={day}
          max={today}
          required
          error={dayError}
          onChange={(event) => setDay(event.target.value)}
        />
        <TextArea
          label={texts.note}
          hint={texts.noteHint}
          value={note}
          maxLength={NOTE_MAX}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
        />
        {failure && <Alert>{failure}</Alert>}
      </form>
    </Modal>
  );
}

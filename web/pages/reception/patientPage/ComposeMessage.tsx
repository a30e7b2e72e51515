import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { PATIENT_MESSAGE_MAX, type PatientMessage } from '../../../../common/patientPage/api.ts';
import { Button } from '../../../components/Button.tsx';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { TextArea } from '../../../components/TextArea.tsx';
import { FormErrorAlert } from '../shared/FormErrorAlert.tsx';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';
import { sendMessage } from './patientPageApi.ts';
import { patientFailure } from './patientPageErrors.ts';

interface ComposeMessageProps {
  requestId: string;
  /** The server's copy of the new message, for the thread above. */
  onSent: (message: PatientMessage) => void;
  onAccessLost: (kind: 'sessionEnded' | 'linkInvalid') => void;
}

/**
 * A message to the practice. Checked as the server checks it (trimmed, 1 to PATIENT_MESSAGE_MAX characters);
 * no maxLength on the field, so a long paste is not cut silently but named.
 */
export function ComposeMessage({ requestId, onSent, onAccessLost }: ComposeMessageProps) {
  const t = usePatientTexts();
  const texts = t.patientPage;
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ text: string; attempt: number } | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: (text: string) => sendMessage(requestId, text),
    onSuccess: (message) => {
      onSent(message);
      setBody('');
      setSent(texts.messages.sent);
    },
    onError: (error) => {
      const reaction = patientFailure(error, t);
      if (reaction.kind !== 'message') return onAccessLost(reaction.kind);
      setFailure({ text: reaction.text, attempt: Date.now() });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const text = body.trim();
    const problem = !text
      ? texts.errors.messageEmpty
      : text.length > PATIENT_MESSAGE_MAX
        ? texts.errors.messageTooLong(PATIENT_MESSAGE_MAX)
        : undefined;
    setFieldError(problem);
    setSent(null);
    if (problem) {
      fieldRef.current?.focus();
      return;
    }
    setFailure(null);
    send.mutate(text);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <StatusMessage message={sent} />
      {failure && <FormErrorAlert message={failure.text} attempt={failure.attempt} />}
      <TextArea
        ref={fieldRef}
        label={texts.messages.composeLabel}
        error={fieldError}
        size="lg"
        rows={4}
        dir="auto"
        value={body}
        readOnly={send.isPending}
        onChange={(event) => {
          setBody(event.target.value);
          if (fieldError) setFieldError(undefined);
          if (sent) setSent(null);
        }}
      />
      <Button
        type="submit"
        size="lg"
        loading={send.isPending}
        icon={<Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
        className="w-full sm:w-auto sm:self-end"
      >
        {texts.messages.send}
      </Button>
    </form>
  );
}

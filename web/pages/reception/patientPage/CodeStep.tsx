import { useMutation } from '@tanstack/react-query';
import { KeyRound, RotateCw } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { OpenAnswer } from '../../../../common/patientPage/api.ts';
import { Button } from '../../../components/Button.tsx';
import { Card } from '../../../components/Card.tsx';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { FormErrorAlert } from '../shared/FormErrorAlert.tsx';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';
import { PracticeContact } from '../shared/PracticeContact.tsx';
import type { ReceptionTenant } from '../shared/useReceptionTenant.ts';
import { resendCode, verifyCode } from './patientPageApi.ts';
import { isNoAddress, patientFailure } from './patientPageErrors.ts';

interface CodeStepProps {
  token: string;
  tenant: ReceptionTenant;
  /** A failure brought along from opening (no new code may be sent yet). */
  notice: string | null;
  onOpened: (answer: OpenAnswer) => void;
  onLinkInvalid: () => void;
}

type Failure = { text: string; attempt: number; withContact: boolean };

/** Digits only, as copied from a mail ("123 456", "123-456"); the server takes the same. */
const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * This browser does not know the request yet: the 6-digit code mailed to the request's address (as the magic
 * link's CodeEntry). The field takes the focus when it appears; a form sends nothing without six digits.
 */
export function CodeStep({ token, tenant, notice, onOpened, onLinkInvalid }: CodeStepProps) {
  const t = usePatientTexts();
  const texts = t.patientPage;
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | undefined>();
  const [failure, setFailure] = useState<Failure | null>(
    notice ? { text: notice, attempt: 0, withContact: false } : null,
  );
  const [resent, setResent] = useState<string | null>(null);

  useEffect(() => inputRef.current?.focus(), []);

  function fail(error: unknown, validationText?: string) {
    const reaction = patientFailure(
      error,
      t,
      validationText ? { kind: 'message', text: validationText } : undefined,
    );
    if (reaction.kind === 'linkInvalid') return onLinkInvalid();
    setResent(null);
    setFailure((last) => ({
      text: reaction.kind === 'message' ? reaction.text : texts.errors.generic,
      attempt: (last?.attempt ?? 0) + 1,
      withContact: isNoAddress(error),
    }));
    inputRef.current?.focus();
  }

  const verify = useMutation({
    mutationFn: (digits: string) => verifyCode(token, digits),
    onSuccess: onOpened,
    onError: (error) => fail(error, texts.errors.codeFormat),
  });

  const resend = useMutation({
    mutationFn: () => resendCode(token),
    onSuccess: (answer) => {
      if (answer.status === 'open') return onOpened(answer);
      setFailure(null);
      setFormatError(undefined);
      setCode('');
      setResent(texts.code.resent);
      inputRef.current?.focus();
    },
    onError: (error) => fail(error),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verify.isPending) return;
    const digits = digitsOf(code);
    if (digits.length !== 6) {
      setFormatError(texts.errors.codeFormat);
      inputRef.current?.focus();
      return;
    }
    setFormatError(undefined);
    setResent(null);
    verify.mutate(digits);
  }

  return (
    <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <KeyRound aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-xl font-semibold tracking-tight text-slate-900">
            {texts.code.title}
          </h2>
          <p className="text-slate-700">{texts.code.text}</p>
        </div>
      </div>
      <StatusMessage message={resent} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure && <FormErrorAlert message={failure.text} attempt={failure.attempt} />}
        <TextField
          ref={inputRef}
          label={texts.code.label}
          error={formatError}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          spellCheck={false}
          dir="ltr"
          size="lg"
          className="sm:max-w-xs"
          value={code}
          onChange={(event) => {
            setCode(digitsOf(event.target.value));
            setFormatError(undefined);
          }}
        />
        <Button type="submit" size="lg" loading={verify.isPending} className="w-full sm:w-auto sm:self-start">
          {texts.code.submit}
        </Button>
      </form>
      <Button
        variant="ghost"
        size="lg"
        loading={resend.isPending}
        disabled={verify.isPending}
        onClick={() => resend.mutate()}
        icon={<RotateCw aria-hidden="true" className="size-5" />}
        className="w-full sm:-ms-2 sm:w-auto sm:self-start"
      >
        {texts.code.resend}
      </Button>
      {failure?.withContact && (
        <PracticeContact config={tenant.config} heading={texts.contactHeading} headingLevel={3} />
      )}
    </Card>
  );
}

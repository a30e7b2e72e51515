import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { magicLinkTexts } from '../../../common/texts/magicLink.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { TextField } from '../../components/TextField.tsx';
import { codeErrorMessage, normaliseCode, validCode } from './messages.ts';
import type { VerifyOutcome } from './verifyToken.ts';

const texts = magicLinkTexts.code;

interface CodeEntryProps {
  /** Posts the code; a success shows the submission (the page's state changes). */
  onVerify: (code: string) => Promise<VerifyOutcome>;
  /** The text under the heading: after a refusal the default, on the link's first page its own. */
  intro?: string;
}

/**
 * The 6-digit one-time code as an alternative to the link (spec 002 §2, §5, §8): after a refusal, and on the
 * link's first page beside „Anfrage öffnen“ (issue 28).
 */
export function CodeEntry({ onVerify, intro = texts.intro }: CodeEntryProps) {
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!validCode(code)) {
      setFormatError(texts.invalid);
      inputRef.current?.focus();
      return;
    }
    setFormatError(undefined);
    setPending(true);
    const outcome = await onVerify(code);
    // A success replaces this form with the submission.
    if (outcome.kind === 'granted') return;
    setPending(false);
    setFailure((last) => ({ message: codeErrorMessage(outcome), attempt: (last?.attempt ?? 0) + 1 }));
    inputRef.current?.focus();
  }

  return (
    <Card as="section" aria-labelledby={headingId} data-testid="code-entry" className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {texts.heading}
          </h2>
          <p className="text-slate-700">{intro}</p>
        </div>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {failure && (
          // A new key per attempt makes screen readers announce a repeated failure again.
          <div key={failure.attempt}>
            <Alert>{failure.message}</Alert>
          </div>
        )}
        <TextField
          ref={inputRef}
          label={texts.label}
          hint={texts.hint}
          error={formatError}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          spellCheck={false}
          size="lg"
          className="sm:max-w-xs"
          value={code}
          onChange={(event) => {
            setCode(normaliseCode(event.target.value));
            setFormatError(undefined);
          }}
        />
        <Button type="submit" size="lg" loading={pending} className="w-full sm:w-auto sm:self-start">
          {texts.submit}
        </Button>
      </form>
    </Card>
  );
}

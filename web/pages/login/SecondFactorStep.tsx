import { KeyRound } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { twoFactorTexts } from '../../../common/texts/twoFactor.ts';
import { useVerifyLoginCode } from '../../api/twoFactor.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { CodeField, codeProblem } from '../account/CodeField.tsx';
import { stepExpired, twoFactorErrorMessage } from './twoFactorErrorMessage.ts';

const texts = twoFactorTexts.login;

/** The login's second step: "Bestätigungscode" from the app, or a recovery code; then the session. */
export function SecondFactorStep({
  onDone,
  onPasswordStep,
  onRestart,
}: {
  onDone: () => void;
  /** After an admin set the password: the user's own comes next. */
  onPasswordStep: () => void;
  onRestart: () => void;
}) {
  const verify = useVerifyLoginCode();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = codeProblem(code, recovery);
    setProblem(found);
    if (found) return inputRef.current?.focus();
    verify.mutate(code.trim(), {
      onSuccess: (answer) => ('password_change' in answer ? onPasswordStep() : onDone()),
      onError: () => setCode(''),
    });
  }

  function switchKind() {
    setRecovery((current) => !current);
    setCode('');
    setProblem(null);
    verify.reset();
    inputRef.current?.focus();
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-semibold text-slate-900">{texts.codeHeading}</h2>
        <p className="text-slate-600">{texts.codeIntro}</p>
      </div>
      {verify.isError && (
        <div key={verify.submittedAt}>
          <Alert>{twoFactorErrorMessage(verify.error)}</Alert>
        </div>
      )}
      <CodeField
        inputRef={inputRef}
        value={code}
        onChange={(value) => {
          setCode(value);
          setProblem(null);
        }}
        error={problem ?? undefined}
        recovery={recovery}
        autoFocus
      />
      {verify.isError && stepExpired(verify.error) ? (
        <Button fullWidth onClick={onRestart}>
          {texts.back}
        </Button>
      ) : (
        <Button
          type="submit"
          fullWidth
          loading={verify.isPending}
          icon={<KeyRound aria-hidden="true" className="size-4" />}
        >
          {texts.submit}
        </Button>
      )}
      <div className="flex flex-col items-center gap-1">
        <Button variant="ghost" onClick={switchKind}>
          {recovery ? texts.useApp : texts.useRecovery}
        </Button>
        <Button variant="ghost" onClick={onRestart}>
          {texts.back}
        </Button>
      </div>
    </form>
  );
}

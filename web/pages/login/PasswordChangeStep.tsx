import { KeyRound } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { passwordTexts } from '../../../common/texts/passwords.ts';
import { isApiError } from '../../api/ApiError.ts';
import { type LoginStepAnswer, useSetPasswordAtLogin } from '../../api/passwords.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import {
  type NewPasswordErrors,
  NewPasswordFields,
  type NewPasswordValues,
  newPasswordProblems,
  PASSWORD_ERROR_CODES,
} from './NewPasswordFields.tsx';
import { stepExpired, twoFactorErrorMessage } from './twoFactorErrorMessage.ts';

const texts = passwordTexts.loginStep;

/**
 * The login step after a password an admin chose: the user's own password before anything else. Then the
 * session, or the required two-factor setup (`onAnswer` hands the answer back to the login page).
 */
export function PasswordChangeStep({
  onAnswer,
  onRestart,
}: {
  onAnswer: (answer: LoginStepAnswer) => void;
  onRestart: () => void;
}) {
  const save = useSetPasswordAtLogin();
  const [values, setValues] = useState<NewPasswordValues>({ password: '', repeat: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  const refused = save.isError && isApiError(save.error) && PASSWORD_ERROR_CODES.has(save.error.errorCode);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = newPasswordProblems(values);
    setErrors(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.repeat) return repeatRef.current?.focus();
    save.mutate(values.password, { onSuccess: onAnswer });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-semibold text-slate-900">{texts.heading}</h2>
        <p className="text-slate-600">{texts.intro}</p>
      </div>
      {save.isError && !refused && (
        <div key={save.submittedAt}>
          <Alert>{twoFactorErrorMessage(save.error)}</Alert>
        </div>
      )}
      <NewPasswordFields
        values={values}
        errors={errors}
        serverError={refused ? save.error.message : undefined}
        onChange={(next) => {
          setValues(next);
          setErrors({});
          save.reset();
        }}
        passwordRef={passwordRef}
        repeatRef={repeatRef}
        autoFocus
      />
      {save.isError && stepExpired(save.error) ? (
        <Button fullWidth onClick={onRestart}>
          {texts.back}
        </Button>
      ) : (
        <Button
          type="submit"
          fullWidth
          loading={save.isPending}
          icon={<KeyRound aria-hidden="true" className="size-4" />}
        >
          {texts.submit}
        </Button>
      )}
      <div className="flex justify-center">
        <Button variant="ghost" onClick={onRestart}>
          {texts.back}
        </Button>
      </div>
    </form>
  );
}

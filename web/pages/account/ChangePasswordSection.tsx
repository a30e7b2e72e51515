import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { passwordTexts } from '../../../common/texts/passwords.ts';
import { isApiError } from '../../api/ApiError.ts';
import { useChangePassword } from '../../api/passwords.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { TextField } from '../../components/TextField.tsx';
import {
  type NewPasswordErrors,
  NewPasswordFields,
  type NewPasswordValues,
  newPasswordProblems,
  PASSWORD_ERROR_CODES,
} from '../login/NewPasswordFields.tsx';

const texts = passwordTexts.change;
const EMPTY = { current: '', password: '', repeat: '' };

/** "Passwort ändern" on the account page: the current password, a new one under the rule, shown up front. */
export function ChangePasswordSection() {
  const headingId = useId();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<NewPasswordErrors & { current?: string }>({});
  const [done, setDone] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);

  const errorCode = change.isError && isApiError(change.error) ? change.error.errorCode : null;
  const newRefused = errorCode !== null && PASSWORD_ERROR_CODES.has(errorCode);
  const currentRefused = errorCode === 'CURRENT_PASSWORD_WRONG';

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    const found = {
      ...(values.current === '' ? { current: texts.currentRequired } : {}),
      ...newPasswordProblems(values),
    };
    setErrors(found);
    if (found.current) return currentRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (found.repeat) return repeatRef.current?.focus();
    change.mutate(
      { current_password: values.current, new_password: values.password },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setDone(true);
        },
      },
    );
  }

  function update(next: Partial<typeof EMPTY>) {
    setValues((current) => ({ ...current, ...next }));
    setErrors({});
    setDone(false);
    change.reset();
  }

  return (
    <Card as="section" aria-labelledby={headingId} data-testid="change-password">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {texts.heading}
          </h2>
          <p className="text-slate-600">{texts.intro}</p>
        </div>
        {change.isError && !newRefused && !currentRefused && (
          <div key={change.submittedAt}>
            <Alert>
              {isApiError(change.error) && change.error.status < 500
                ? change.error.message
                : passwordTexts.errors.failed}
            </Alert>
          </div>
        )}
        <TextField
          ref={currentRef}
          label={texts.current}
          name="current-password"
          type="password"
          autoComplete="current-password"
          required
          value={values.current}
          onChange={(event) => update({ current: event.target.value })}
          error={errors.current ?? (currentRefused ? change.error?.message : undefined)}
        />
        <NewPasswordFields
          values={{ password: values.password, repeat: values.repeat } satisfies NewPasswordValues}
          errors={errors}
          serverError={newRefused ? change.error?.message : undefined}
          onChange={(next) => update(next)}
          passwordRef={passwordRef}
          repeatRef={repeatRef}
        />
        <StatusMessage message={done ? texts.done : null} />
        <div>
          <Button
            type="submit"
            loading={change.isPending}
            icon={<KeyRound aria-hidden="true" className="size-4" />}
          >
            {texts.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}

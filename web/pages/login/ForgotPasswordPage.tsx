import { Mail } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { validateLoginForm } from '../../../common/loginForm.ts';
import { authTexts } from '../../../common/texts/auth.ts';
import { passwordTexts } from '../../../common/texts/passwords.ts';
import { isApiError, NETWORK_ERROR_CODE } from '../../api/ApiError.ts';
import { useRequestPasswordReset } from '../../api/passwords.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { SuccessCard } from '../../components/SuccessCard.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { AuthShell, CARD_CLASSES, TEXT_LINK_CLASSES } from './AuthShell.tsx';

const texts = passwordTexts.forgot;

/** /login/passwort-vergessen: the address; the same confirmation whether it has an account or not. */
export function ForgotPasswordPage() {
  useDocumentTitle(texts.pageTitle);
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = (await validateLoginForm({ email: email.trim(), password: '-' })).email;
    setProblem(found);
    if (found) return emailRef.current?.focus();
    request.mutate(email.trim());
  }

  const back = (
    <Link to="/login" className={TEXT_LINK_CLASSES}>
      {texts.backToLogin}
    </Link>
  );

  return (
    <AuthShell heading={texts.heading} intro={request.isSuccess ? undefined : texts.intro}>
      {request.isSuccess ? (
        <SuccessCard title={texts.heading} actions={back} focusOnMount>
          <p data-testid="reset-requested">{texts.sent}</p>
        </SuccessCard>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className={CARD_CLASSES}>
          {request.isError && (
            <div key={request.submittedAt}>
              <Alert>{errorMessage(request.error)}</Alert>
            </div>
          )}
          <TextField
            ref={emailRef}
            label={authTexts.emailLabel}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setProblem(undefined);
            }}
            error={problem}
          />
          <Button
            type="submit"
            fullWidth
            loading={request.isPending}
            icon={<Mail aria-hidden="true" className="size-4" />}
          >
            {texts.submit}
          </Button>
          {back}
        </form>
      )}
    </AuthShell>
  );
}

/** The server's German text for what the person can act on (too many requests, no connection). */
function errorMessage(error: unknown) {
  if (
    isApiError(error) &&
    (error.status === 429 || error.status === 400 || error.errorCode === NETWORK_ERROR_CODE)
  )
    return error.message;
  return passwordTexts.errors.failed;
}

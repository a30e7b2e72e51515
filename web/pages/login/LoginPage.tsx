import { LogIn } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { type LoginFieldErrors, type LoginFormValues, validateLoginForm } from '../../../common/loginForm.ts';
import { FORGOT_PASSWORD_PATH } from '../../../common/passwordPaths.ts';
import { DEFAULT_AFTER_LOGIN_PATH, safeRedirect } from '../../../common/safeRedirect.ts';
import { authTexts } from '../../../common/texts/auth.ts';
import { passwordTexts } from '../../../common/texts/passwords.ts';
import { clearStoredDashboardFilters } from '../../api/clientState.ts';
import { useLogin, useSession } from '../../api/session.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { Logo } from '../../components/Logo.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { loginErrorMessage } from './loginErrorMessage.ts';

// The second step only after a right password of a user with two-factor login: not in the screen's first load.
const SecondFactorStep = lazy(() =>
  import('./SecondFactorStep.tsx').then((module) => ({ default: module.SecondFactorStep })),
);
const SetupStep = lazy(() => import('./SetupStep.tsx').then((module) => ({ default: module.SetupStep })));
// The own password after one an admin chose: rare, so not in the first load either.
const PasswordChangeStep = lazy(() =>
  import('./PasswordChangeStep.tsx').then((module) => ({ default: module.PasswordChangeStep })),
);

type LoginStep = 'totp' | 'setup' | 'password';
type StepAnswer =
  | { user: unknown }
  | { two_factor: { kind: 'totp' | 'setup' } }
  | { password_change: unknown };

export function LoginPage() {
  useDocumentTitle(authTexts.pageTitle);
  const session = useSession();
  const login = useLogin();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<LoginFormValues>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  // After the right password: the step the server asked for (a code, the required setup, or the user's own
  // password in place of one an admin chose).
  const [secondStep, setSecondStep] = useState<LoginStep | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // The login form at this desk means nobody is signed in: forget the last user's dashboard filters here too,
  // since a page of theirs may still have written them back while their session was ending.
  const signedOut = !session.isPending && !session.data;
  useEffect(() => {
    if (signedOut) clearStoredDashboardFilters();
  }, [signedOut]);

  if (session.isPending) return <LoadingScreen />;
  // Already signed in when the page opened. While a login of ours is under way, its success handler
  // navigates instead (to the redirect target).
  if (session.data && login.isIdle) return <Navigate to={DEFAULT_AFTER_LOGIN_PATH} replace />;

  function updateField(field: keyof LoginFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const credentials = { email: values.email.trim(), password: values.password };
    const errors = await validateLoginForm(credentials);
    setFieldErrors(errors);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    login.mutate(credentials, { onSuccess: nextStep });
  }

  /** The session goes on to the app; any other answer is the next step. */
  function nextStep(answer: StepAnswer) {
    if ('two_factor' in answer) setSecondStep(answer.two_factor.kind);
    else if ('password_change' in answer) setSecondStep('password');
    else goOn();
  }

  function goOn() {
    navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  }

  /** Back to e-mail and password (the step expired, or the person chose to). */
  function restart() {
    setSecondStep(null);
    setValues((current) => ({ ...current, password: '' }));
    login.reset();
  }

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-sm">
      <main className="flex flex-1 items-center justify-center px-4 py-12">
        <div className="w-full max-w-sm">
          <div className="mb-8 flex flex-col items-center gap-3 text-center">
            <Logo />
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{authTexts.heading}</h1>
            <p className="text-slate-600">{authTexts.welcome}</p>
          </div>
          <Suspense
            fallback={
              <div className="flex justify-center p-6 text-primary">
                <Spinner size="lg" />
              </div>
            }
          >
            {secondStep === 'totp' && (
              <SecondFactorStep
                onDone={goOn}
                onPasswordStep={() => setSecondStep('password')}
                onRestart={restart}
              />
            )}
            {secondStep === 'password' && <PasswordChangeStep onAnswer={nextStep} onRestart={restart} />}
            {secondStep === 'setup' && <SetupStep onDone={goOn} onRestart={restart} />}
          </Suspense>
          <form
            hidden={secondStep !== null}
            noValidate
            onSubmit={(event) => void handleSubmit(event)}
            className="flex flex-col gap-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
          >
            {login.isError && (
              // A new key per attempt makes screen readers announce a repeated failure again.
              <div key={login.submittedAt}>
                <Alert>{loginErrorMessage(login.error)}</Alert>
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
              value={values.email}
              onChange={(event) => updateField('email', event.target.value)}
              error={fieldErrors.email}
            />
            <TextField
              ref={passwordRef}
              label={authTexts.passwordLabel}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={values.password}
              onChange={(event) => updateField('password', event.target.value)}
              error={fieldErrors.password}
            />
            <Button
              type="submit"
              fullWidth
              loading={login.isPending}
              icon={<LogIn aria-hidden="true" className="size-4" />}
            >
              {authTexts.submit}
            </Button>
            <Link
              to={FORGOT_PASSWORD_PATH}
              className="self-center rounded text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              {passwordTexts.forgot.link}
            </Link>
          </form>
        </div>
      </main>
      <footer className="px-4 py-6 text-center text-xs text-slate-600">
        {authTexts.footer(new Date().getFullYear())}
      </footer>
    </div>
  );
}

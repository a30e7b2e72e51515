import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { FORGOT_PASSWORD_PATH } from '../../../common/passwordPaths.ts';
import type { PasswordLinkInfo } from '../../../common/schemas/passwords.ts';
import { passwordTexts } from '../../../common/texts/passwords.ts';
import { isApiError, NETWORK_ERROR_CODE } from '../../api/ApiError.ts';
import { describePasswordLink, useCompletePasswordLink } from '../../api/passwords.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { SkeletonRows } from '../../components/Skeleton.tsx';
import { SuccessCard } from '../../components/SuccessCard.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { AuthShell, CARD_CLASSES, TEXT_LINK_CLASSES } from './AuthShell.tsx';
import {
  type NewPasswordErrors,
  NewPasswordFields,
  type NewPasswordValues,
  newPasswordProblems,
  PASSWORD_ERROR_CODES,
} from './NewPasswordFields.tsx';

const texts = passwordTexts.link;

/** The token from the link's fragment (#token=…), which never reaches a server's log. */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/**
 * /login/passwort-festlegen#token=…: the page a reset or invitation mail links to. It looks at the link first
 * (changing nothing: a mail scanner opening it spends nothing), shows the rule, and spends the link only when
 * the person saves a new password. Then on to the login, where a second factor is still asked for.
 */
export function SetPasswordPage() {
  useDocumentTitle(texts.pageTitle);
  const token = tokenOf(useLocation().hash);
  const link = useQuery({
    queryKey: ['password-link', token],
    queryFn: () => describePasswordLink(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const complete = useCompletePasswordLink();

  const dead = token === '' || (link.isError && isApiError(link.error) && link.error.status < 500);
  const toLogin = (
    <Link to="/login" className={TEXT_LINK_CLASSES}>
      {texts.toLogin}
    </Link>
  );

  if (complete.isSuccess)
    return (
      <AuthShell heading={texts.pageTitle}>
        <SuccessCard title={texts.doneTitle} actions={toLogin} focusOnMount>
          <p>{texts.done}</p>
        </SuccessCard>
      </AuthShell>
    );
  if (dead || (complete.isError && isApiError(complete.error, 410)))
    return (
      <AuthShell heading={texts.invalidTitle}>
        <div className={CARD_CLASSES} data-testid="password-link-invalid">
          <p className="text-slate-700">{texts.invalid}</p>
          <Link to={FORGOT_PASSWORD_PATH} className={TEXT_LINK_CLASSES}>
            {passwordTexts.forgot.link}
          </Link>
          {toLogin}
        </div>
      </AuthShell>
    );
  if (link.isPending)
    return (
      <AuthShell heading={texts.pageTitle}>
        <div className={CARD_CLASSES}>
          <SkeletonRows rows={3} label={texts.checking} />
        </div>
      </AuthShell>
    );
  if (link.isError)
    return (
      <AuthShell heading={texts.pageTitle}>
        <Alert onRetry={() => void link.refetch()} retrying={link.isFetching}>
          {isApiError(link.error) && link.error.errorCode === NETWORK_ERROR_CODE
            ? link.error.message
            : passwordTexts.errors.failed}
        </Alert>
      </AuthShell>
    );
  return <SetPasswordForm token={token} info={link.data} complete={complete} />;
}

function SetPasswordForm({
  token,
  info,
  complete,
}: {
  token: string;
  info: PasswordLinkInfo;
  complete: ReturnType<typeof useCompletePasswordLink>;
}) {
  const [values, setValues] = useState<NewPasswordValues>({ password: '', repeat: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  const invitation = info.purpose === 'invitation';
  const refused =
    complete.isError && isApiError(complete.error) && PASSWORD_ERROR_CODES.has(complete.error.errorCode);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = newPasswordProblems(values);
    setErrors(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.repeat) return repeatRef.current?.focus();
    complete.mutate({ token, password: values.password });
  }

  return (
    <AuthShell
      heading={invitation ? texts.invitationHeading : texts.resetHeading}
      intro={invitation ? texts.invitationIntro(info.email) : texts.resetIntro(info.email)}
    >
      <form noValidate onSubmit={submit} className={CARD_CLASSES}>
        {complete.isError && !refused && (
          <div key={complete.submittedAt}>
            <Alert>{isApiError(complete.error) ? complete.error.message : passwordTexts.errors.failed}</Alert>
          </div>
        )}
        {/* The account's address for the browser's password manager, which saves it with the new password. */}
        <input type="email" name="email" autoComplete="username" value={info.email} readOnly hidden />
        <NewPasswordFields
          values={values}
          errors={errors}
          serverError={refused ? complete.error.message : undefined}
          onChange={(next) => {
            setValues(next);
            setErrors({});
            complete.reset();
          }}
          passwordRef={passwordRef}
          repeatRef={repeatRef}
          autoFocus
        />
        <Button
          type="submit"
          fullWidth
          loading={complete.isPending}
          icon={<KeyRound aria-hidden="true" className="size-4" />}
        >
          {texts.submit}
        </Button>
      </form>
    </AuthShell>
  );
}

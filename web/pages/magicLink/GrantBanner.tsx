import { Eye, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { magicLinkTexts } from '../../../common/texts/magicLink.ts';

const texts = magicLinkTexts.granted;

/** "Nur-Lese-Zugriff" (access level magiclink, spec 002 §2): for which e-mail address access was granted. */
export function GrantBanner({ email, submissionId }: { email: string; submissionId: string }) {
  return (
    <section
      aria-label={texts.title}
      data-testid="magic-link-banner"
      data-access-level="magiclink"
      className="flex gap-3 rounded-lg border border-teal-200 bg-primary-light p-4 text-sm text-slate-800"
    >
      <Eye aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="flex min-w-0 flex-col gap-2">
        <p className="text-base font-semibold text-teal-900">{texts.title}</p>
        <dl className="grid min-w-0 gap-x-3 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="font-medium text-slate-700">{texts.grantedFor}:</dt>
          <dd data-testid="granted-email" className="min-w-0 font-medium break-all text-slate-900">
            {email}
          </dd>
          <dt className="font-medium text-slate-700">{texts.accessLevel}:</dt>
          <dd className="text-slate-900">{texts.accessLevelValue}</dd>
        </dl>
        <p>{texts.text}</p>
        <p className="text-slate-700">
          {texts.duration} {magicLinkTexts.rules}
        </p>
        <Link
          to={`/login?${new URLSearchParams({ redirect: `/submissions/${submissionId}` })}`}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-md font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <LogIn aria-hidden="true" className="size-4" />
          {texts.login}
        </Link>
      </div>
    </section>
  );
}

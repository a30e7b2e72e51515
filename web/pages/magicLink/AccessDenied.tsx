import { LogIn, RotateCcw, ShieldX } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { magicLinkTexts } from '../../../common/texts/magicLink.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { CodeEntry } from './CodeEntry.tsx';
import { RenewLink } from './RenewLink.tsx';
import type { RenewOutcome } from './renewToken.ts';
import type { VerifyOutcome } from './verifyToken.ts';

const texts = magicLinkTexts.denied;

const LINK_CLASSES =
  'inline-flex min-h-11 items-center gap-2 self-start rounded-md font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

interface AccessDeniedProps {
  message: string;
  /** Offers the 6-digit code (spec 002 §2). */
  onVerifyCode?: (code: string) => Promise<VerifyOutcome>;
  /** The check did not get through: a button checks the link once more. */
  onRetry?: () => void;
  /** A used or expired link: „Neuen Link an diese Adresse senden“ (issue 28). */
  onRenew?: () => Promise<RenewOutcome>;
}

/** "Zugriff verweigert" with the reason, possible causes and what to do (spec 002 §2). */
export function AccessDenied({ message, onVerifyCode, onRetry, onRenew }: AccessDeniedProps) {
  useDocumentTitle(magicLinkTexts.documentTitle.denied);
  const headingId = useId();
  const causesId = useId();
  const contactId = useId();

  return (
    <div className="flex flex-col gap-6" data-testid="magic-link-denied">
      <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <ShieldX aria-hidden="true" className="size-8 shrink-0 text-danger" />
          <h1 id={headingId} className="text-2xl font-semibold tracking-tight text-slate-900">
            {texts.title}
          </h1>
        </div>
        <Alert title={texts.messageLabel}>
          <p data-testid="denied-message" className="text-base break-words">
            {message}
          </p>
        </Alert>
        {onRetry && (
          <Button
            variant="secondary"
            size="lg"
            className="w-full sm:w-auto sm:self-start"
            icon={<RotateCcw aria-hidden="true" className="size-5" />}
            onClick={onRetry}
          >
            {texts.retry}
          </Button>
        )}
        <div className="flex flex-col gap-2">
          <h2 id={causesId} className="text-base font-semibold text-slate-900">
            {texts.causesHeading}
          </h2>
          <ul aria-labelledby={causesId} className="list-disc space-y-1 pl-5 text-slate-700">
            {texts.causes.map((cause) => (
              <li key={cause}>{cause}</li>
            ))}
          </ul>
        </div>
      </Card>

      {onRenew && <RenewLink onRenew={onRenew} />}

      {onVerifyCode && <CodeEntry onVerify={onVerifyCode} />}

      <Card as="section" aria-labelledby={contactId} className="flex flex-col gap-3">
        <h2 id={contactId} className="text-lg font-semibold text-slate-900">
          {texts.contactHeading}
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-slate-700">
          {texts.contact.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="rounded-md bg-slate-50 px-3 py-2 text-slate-700">{magicLinkTexts.rules}</p>
        <Link to="/login" className={LINK_CLASSES}>
          <LogIn aria-hidden="true" className="size-4" />
          {texts.login}
        </Link>
      </Card>
    </div>
  );
}

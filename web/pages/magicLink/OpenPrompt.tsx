import { Eye, MailOpen } from 'lucide-react';
import { type MouseEvent, useId } from 'react';
import { magicLinkTexts } from '../../../common/texts/magicLink.ts';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { CodeEntry } from './CodeEntry.tsx';
import type { VerifyOutcome } from './verifyToken.ts';

const texts = magicLinkTexts.open;

interface OpenPromptProps {
  /** Uses the link (the one call that consumes it). */
  onOpen: () => void;
  /** The link is being checked. */
  pending: boolean;
  /** The 6-digit code right away, beside the button (issue 28). */
  onVerifyCode: (code: string) => Promise<VerifyOutcome>;
}

/**
 * "Anfrage öffnen" (issue 27): the link is used only when a person clicks. Mail scanners render links fully
 * (scripts, timers, sometimes form submits), so the button sits in no form, nothing reacts to focus or time,
 * and only a click the browser itself reports counts: mouse, touch, Enter or Space, a screen reader's
 * activation. A script's `button.click()` or a dispatched event is not trusted and opens nothing. Below it the
 * 6-digit code can be typed at once (issue 28); its form sends nothing without six digits typed.
 */
export function OpenPrompt({ onOpen, pending, onVerifyCode }: OpenPromptProps) {
  useDocumentTitle(magicLinkTexts.documentTitle.open);
  const headingId = useId();

  function click(event: MouseEvent<HTMLButtonElement>) {
    if (!event.nativeEvent.isTrusted) return;
    onOpen();
  }

  return (
    <>
      <Card
        as="section"
        aria-labelledby={headingId}
        data-testid="magic-link-open"
        className="flex flex-col gap-4"
      >
        <div className="flex items-center gap-3">
          <MailOpen aria-hidden="true" className="size-8 shrink-0 text-primary" />
          <h1 id={headingId} className="text-2xl font-semibold tracking-tight text-slate-900">
            {texts.title}
          </h1>
        </div>
        <p className="text-base text-slate-800">{texts.text}</p>
        <p className="text-slate-700">{texts.why}</p>
        <Button
          size="lg"
          loading={pending}
          onClick={click}
          icon={<Eye aria-hidden="true" className="size-5" />}
          className="w-full sm:w-auto sm:self-start"
        >
          {texts.button}
        </Button>
        {/* Always in the page, so screen readers announce the check when it starts. */}
        <p role="status" className="sr-only">
          {pending ? texts.opening : ''}
        </p>
        <p className="text-slate-700">{texts.again}</p>
        <p className="rounded-md bg-slate-50 px-3 py-2 text-slate-700">{magicLinkTexts.rules}</p>
      </Card>
      {/* A form of its own, sent only with six digits typed: a scanner submitting it sends nothing. */}
      <CodeEntry onVerify={onVerifyCode} intro={magicLinkTexts.code.introFirst} />
    </>
  );
}

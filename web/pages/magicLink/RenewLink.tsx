import { MailPlus } from 'lucide-react';
import { type MouseEvent, useId, useState } from 'react';
import { magicLinkTexts } from '../../../common/texts/magicLink.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { SuccessCard } from '../../components/SuccessCard.tsx';
import type { RenewOutcome } from './renewToken.ts';

const texts = magicLinkTexts.renew;

interface RenewLinkProps {
  /** Asks the server for a new link to the old link's recipient. */
  onRenew: () => Promise<RenewOutcome>;
}

type RenewState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'refused'; message: string; attempt: number };

/**
 * „Neuen Link an diese Adresse senden“ (issue 28) for a used or expired link, e.g. in a shared mailbox after a
 * colleague opened it: the server mails a new link and code to the address this link went to. Nothing here
 * names an address. Like „Anfrage öffnen“, only a click the browser reports as a person's sends anything.
 */
export function RenewLink({ onRenew }: RenewLinkProps) {
  const headingId = useId();
  const [state, setState] = useState<RenewState>({ status: 'idle' });

  async function click(event: MouseEvent<HTMLButtonElement>) {
    if (!event.nativeEvent.isTrusted || state.status === 'sending') return;
    setState({ status: 'sending' });
    const outcome = await onRenew();
    if (outcome.kind === 'sent') return setState({ status: 'sent' });
    const message = outcome.kind === 'denied' ? outcome.message : texts.failed;
    setState((last) => ({
      status: 'refused',
      message,
      attempt: (last.status === 'refused' ? last.attempt : 0) + 1,
    }));
  }

  if (state.status === 'sent') {
    return (
      <div data-testid="renew-link">
        <SuccessCard title={texts.sentTitle} focusOnMount>
          <p>{texts.sent}</p>
        </SuccessCard>
      </div>
    );
  }

  return (
    <Card as="section" aria-labelledby={headingId} data-testid="renew-link" className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <MailPlus aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {texts.heading}
          </h2>
          <p className="text-slate-700">{texts.text}</p>
        </div>
      </div>
      {state.status === 'refused' && (
        // A new key per attempt makes screen readers announce a repeated refusal again.
        <div key={state.attempt}>
          <Alert>{state.message}</Alert>
        </div>
      )}
      <Button
        size="lg"
        loading={state.status === 'sending'}
        onClick={(event) => void click(event)}
        icon={<MailPlus aria-hidden="true" className="size-5" />}
        className="w-full sm:w-auto sm:self-start"
      >
        {texts.button}
      </Button>
      <p role="status" className="sr-only">
        {state.status === 'sending' ? texts.sending : ''}
      </p>
    </Card>
  );
}

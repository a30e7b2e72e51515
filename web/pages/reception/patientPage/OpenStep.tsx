import { useMutation } from '@tanstack/react-query';
import { Eye, MailOpen } from 'lucide-react';
import { type MouseEvent, useId, useState } from 'react';
import type { OpenAnswer } from '../../../../common/patientPage/api.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Card } from '../../../components/Card.tsx';
import { FormErrorAlert } from '../shared/FormErrorAlert.tsx';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';
import { PracticeContact } from '../shared/PracticeContact.tsx';
import type { ReceptionTenant } from '../shared/useReceptionTenant.ts';
import { openPage } from './patientPageApi.ts';
import { isNoAddress, isTooManyCodes, patientFailure } from './patientPageErrors.ts';

interface OpenStepProps {
  token: string;
  tenant: ReceptionTenant;
  /** Why the page asks again (the session ended). */
  notice: string | null;
  onOpened: (answer: OpenAnswer) => void;
  /** No new code may be sent now: a code mailed before may still be typed in. */
  onCodeLimit: (text: string) => void;
  onLinkInvalid: () => void;
}

type Failure = { text: string; attempt: number; withContact: boolean };

/**
 * „Anfrage öffnen“ (as the magic link's OpenPrompt): the link is used only when a person clicks. Mail scanners
 * render links fully, so the button sits in no form, nothing reacts to focus or time, and only a click the
 * browser itself reports counts; a script's `button.click()` is not trusted and opens nothing.
 */
export function OpenStep({ token, tenant, notice, onOpened, onCodeLimit, onLinkInvalid }: OpenStepProps) {
  const t = usePatientTexts();
  const texts = t.patientPage;
  const headingId = useId();
  const [failure, setFailure] = useState<Failure | null>(null);

  const open = useMutation({
    mutationFn: () => openPage(token),
    onSuccess: onOpened,
    onError: (error) => {
      if (isTooManyCodes(error)) return onCodeLimit(texts.errors.tooManyCodes);
      // A token the server refuses as malformed is a link cut short: gone, as an unknown one.
      const reaction = patientFailure(error, t, { kind: 'linkInvalid' });
      if (reaction.kind === 'linkInvalid') return onLinkInvalid();
      setFailure({
        text: reaction.kind === 'message' ? reaction.text : texts.errors.generic,
        attempt: Date.now(),
        withContact: isNoAddress(error),
      });
    },
  });

  function click(event: MouseEvent<HTMLButtonElement>) {
    if (!event.nativeEvent.isTrusted || open.isPending) return;
    setFailure(null);
    open.mutate();
  }

  return (
    <>
      {notice && <Alert>{notice}</Alert>}
      <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <MailOpen aria-hidden="true" className="size-8 shrink-0 text-primary" />
          <h2 id={headingId} className="text-xl font-semibold tracking-tight text-slate-900">
            {texts.open.title}
          </h2>
        </div>
        <p className="text-base text-slate-800">{texts.open.text}</p>
        {failure && <FormErrorAlert message={failure.text} attempt={failure.attempt} />}
        <Button
          size="lg"
          loading={open.isPending}
          onClick={click}
          icon={<Eye aria-hidden="true" className="size-5" />}
          className="w-full sm:w-auto sm:self-start"
        >
          {texts.open.button}
        </Button>
        {failure?.withContact && (
          <PracticeContact config={tenant.config} heading={texts.contactHeading} headingLevel={3} />
        )}
      </Card>
    </>
  );
}

import { useMutation } from '@tanstack/react-query';
import { Keyboard, Languages, PenLine, ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { PublicConsent } from '../../../../common/consent/api.ts';
import { SIGNATURE_NAME_MAX } from '../../../../common/consent/evidence.ts';
import { LANGUAGE_INFO } from '../../../../common/texts/patient/languages.ts';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { Card } from '../../../components/Card.tsx';
import { ChoiceGroup } from '../../../components/ChoiceGroup.tsx';
import { ConsentText } from '../../../components/ConsentText.tsx';
import { InfoBox } from '../../../components/InfoBox.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { FormErrorAlert } from '../shared/FormErrorAlert.tsx';
import { usePatientLanguage } from '../shared/PatientLanguage.tsx';
import { signConsent } from './consentApi.ts';
import { SignaturePadField, type SignaturePadHandle } from './SignaturePadField.tsx';
import { signingFailure } from './signingErrors.ts';

/** How the patient signs: strokes on the pad, or (keyboard alternative) the typed name is the signature. */
export type SignMethod = 'drawn' | 'typed';
type Choice = 'agree' | 'disagree';
type FieldErrors = { decision?: string; name?: string; pad?: string };

interface SignatureDocumentProps {
  token: string;
  document: PublicConsent;
  /** 1-based place among the request's documents, and their number. */
  position: number;
  total: number;
  /** Kept across documents: the patient types the name once, and a keyboard user stays with the typed way. */
  name: string;
  onNameChange: (name: string) => void;
  method: SignMethod;
  onMethodChange: (method: SignMethod) => void;
  /** Takes focus when shown after the previous answer, so the next document is announced and in view. */
  focusOnMount: boolean;
  onAnswered: (document: PublicConsent, remaining: number) => void;
  onLinkInvalid: () => void;
  onAlreadyAnswered: () => void;
}

/**
 * One consent document to read and answer (issue 30, UI.md "Signatures"): the text in a readable column, a
 * note when it is German for want of a translation, then — for an optional document — the choice to agree or
 * not, the simple-electronic-signature notice, the name, and the pad with "Löschen" and "Unterschreiben" (or
 * the typed name in its place). Nothing is sent while a field is missing.
 */
export function SignatureDocument({
  token,
  document,
  position,
  total,
  name,
  onNameChange,
  method,
  onMethodChange,
  focusOnMount,
  onAnswered,
  onLinkInvalid,
  onAlreadyAnswered,
}: SignatureDocumentProps) {
  const { texts: t, language } = usePatientLanguage();
  const texts = t.signing;
  const ids = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const choiceRef = useRef<HTMLInputElement>(null);
  const padRef = useRef<SignaturePadHandle>(null);
  const [choice, setChoice] = useState<Choice | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<{ text: string; attempt: number } | null>(null);
  const [padStatus, setPadStatus] = useState('');

  useEffect(() => {
    if (!focusOnMount) return;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [focusOnMount]);

  const send = useMutation({
    mutationFn: signConsent,
    onSuccess: (answer) => onAnswered(answer.document, answer.remaining),
    onError: (error) => {
      const reaction = signingFailure(error, texts);
      if (reaction.kind === 'linkInvalid') onLinkInvalid();
      else if (reaction.kind === 'alreadyAnswered') onAlreadyAnswered();
      else setFailure({ text: reaction.text, attempt: Date.now() });
    },
  });

  // A required document is only signed; an optional one is signed when the patient agrees, else declined.
  const decision =
    document.required || choice === 'agree' ? 'sign' : choice === 'disagree' ? 'decline' : null;
  const signs = decision === 'sign';
  const documentDir = LANGUAGE_INFO[document.language].dir;
  const headingId = `${ids}-title`;
  const padLabelId = `${ids}-pad-label`;
  const padHintId = `${ids}-pad-hint`;
  const padErrorId = `${ids}-pad-error`;
  const typedNoteId = `${ids}-typed-note`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const trimmed = name.trim();
    const found: FieldErrors = {};
    if (!decision) found.decision = texts.decisionMissing;
    if (!trimmed) found.name = texts.nameMissing;
    if (signs && method === 'drawn' && padRef.current?.isEmpty() !== false) found.pad = texts.padEmpty;
    setErrors(found);
    // The first missing answer takes the focus; an empty pad cannot (a canvas), its message is announced.
    if (found.decision) choiceRef.current?.focus();
    else if (found.name) nameRef.current?.focus();
    if (found.decision || found.name || found.pad || !decision) return;
    setFailure(null);
    send.mutate({
      token,
      consentId: document.consent_id,
      decision,
      name: trimmed,
      method: signs ? method : null,
      signatureImage: signs && method === 'drawn' ? (padRef.current?.toPng() ?? null) : null,
      language: document.language,
    });
  }

  function clearPad() {
    padRef.current?.clear();
    setPadStatus(texts.padCleared);
  }

  function switchMethod() {
    const next: SignMethod = method === 'drawn' ? 'typed' : 'drawn';
    onMethodChange(next);
    setErrors(({ pad: _gone, ...rest }) => rest);
    setPadStatus('');
  }

  return (
    <Card as="article" aria-labelledby={headingId} className="flex flex-col gap-5">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm font-medium text-slate-600 tabular-nums">
            {texts.documentOf(position, total)}
          </p>
          <Badge tone={document.required ? 'primary' : 'neutral'}>
            {document.required ? texts.required : texts.optional}
          </Badge>
        </div>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          lang={document.language}
          dir={documentDir}
          className="scroll-mt-4 text-xl font-semibold tracking-tight text-slate-900 focus:outline-none"
        >
          {document.title}
        </h2>
      </header>

      {!document.translated && language !== 'de' && (
        <InfoBox icon={<Languages />} title={texts.germanOnlyTitle}>
          <p>{texts.germanOnly}</p>
        </InfoBox>
      )}

      <div lang={document.language} dir={documentDir} className="max-w-prose text-base">
        <ConsentText text={document.body} headingLevel={3} />
      </div>

      <hr className="border-slate-200" />

      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
        {failure && (
          <FormErrorAlert title={texts.errors.title} message={failure.text} attempt={failure.attempt} />
        )}

        {!document.required && (
          <ChoiceGroup
            type="radio"
            legend={<span className="text-base font-medium text-slate-900">{texts.decisionLegend}</span>}
            hint={texts.optionalHint}
            options={[
              { value: 'agree', label: texts.agree },
              { value: 'disagree', label: texts.disagree },
            ]}
            value={choice}
            onChange={(value) => {
              setChoice(value as Choice);
              setErrors(({ decision: _gone, ...rest }) => rest);
            }}
            error={errors.decision}
            firstInputRef={choiceRef}
          />
        )}

        {decision && (
          <>
            <InfoBox icon={<ShieldCheck />} title={texts.evidenceTitle}>
              <p>{texts.evidenceText}</p>
              <ul className="list-disc ps-5">
                {texts.evidenceItems.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p>{texts.evidenceProtection}</p>
            </InfoBox>

            <TextField
              ref={nameRef}
              size="lg"
              label={texts.nameLabel}
              hint={texts.nameHint}
              value={name}
              onChange={(event) => {
                onNameChange(event.target.value);
                if (errors.name) setErrors(({ name: _gone, ...rest }) => rest);
              }}
              error={errors.name}
              autoComplete="name"
              maxLength={SIGNATURE_NAME_MAX}
              required
              disabled={send.isPending}
            />
          </>
        )}

        {signs && (
          <section aria-labelledby={padLabelId} className="flex flex-col gap-2">
            <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
              <div className="flex flex-col gap-0.5">
                <h3 id={padLabelId} className="text-base font-medium text-slate-900">
                  {method === 'drawn' ? texts.padLabel : texts.typedTitle}
                </h3>
                {method === 'drawn' && (
                  <p id={padHintId} className="text-sm text-slate-600 sm:text-base">
                    {texts.padHint}
                  </p>
                )}
              </div>
              {/* Before the pad in the tab order: a keyboard user meets the way to sign without a pointer first. */}
              <Button
                variant="ghost"
                size="lg"
                icon={
                  method === 'drawn' ? (
                    <Keyboard aria-hidden="true" className="size-5" />
                  ) : (
                    <PenLine aria-hidden="true" className="size-5" />
                  )
                }
                onClick={switchMethod}
                className="-ms-2 justify-start self-start text-start sm:ms-0 sm:-me-2"
              >
                {method === 'drawn' ? texts.typeInstead : texts.drawInstead}
              </Button>
            </div>

            {method === 'drawn' ? (
              <>
                <SignaturePadField
                  ref={padRef}
                  labelId={padLabelId}
                  describedBy={[padHintId, errors.pad ? padErrorId : null].filter(Boolean).join(' ')}
                  invalid={Boolean(errors.pad)}
                  onStroke={() => {
                    setPadStatus('');
                    if (errors.pad) setErrors(({ pad: _gone, ...rest }) => rest);
                  }}
                />
                {errors.pad && (
                  <p id={padErrorId} role="alert" className="text-sm font-medium text-danger sm:text-base">
                    {errors.pad}
                  </p>
                )}
                <p aria-live="polite" className="sr-only">
                  {padStatus}
                </p>
                <Button variant="secondary" size="lg" onClick={clearPad} className="self-start">
                  {texts.clear}
                </Button>
              </>
            ) : (
              <div className="flex flex-col gap-2">
                <p
                  dir="auto"
                  className="flex min-h-20 items-center rounded-md border-2 border-dashed border-slate-300 bg-white px-4 py-3 font-serif text-2xl text-slate-900 italic break-words"
                >
                  {name.trim() || (
                    <span className="font-sans text-base text-slate-500 not-italic">{texts.typedEmpty}</span>
                  )}
                </p>
                <p id={typedNoteId} className="text-sm text-slate-700 sm:text-base">
                  {texts.typedNote}
                </p>
              </div>
            )}
          </section>
        )}

        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={send.isPending}
          aria-describedby={signs && method === 'typed' ? typedNoteId : undefined}
        >
          {send.isPending ? texts.sending : decision === 'decline' ? texts.decline : texts.sign}
        </Button>
      </form>
    </Card>
  );
}

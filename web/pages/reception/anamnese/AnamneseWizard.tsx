import { useMutation } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ANAMNESE_STEPS, QUESTIONNAIRE } from '../../../../common/anamnese/questionnaire.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { ProgressBar } from '../../../components/ProgressBar.tsx';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';
import type { ReceptionSuccessState } from '../shared/routeState.ts';
import { type DraftAnswer, hasErrors, type StepErrors, toAnswersPayload, validateStep } from './answers.ts';
import { QuestionStep } from './QuestionStep.tsx';
import { submitAnamnese, submitErrorMessage } from './submitAnamnese.ts';
import type { AnamneseDraft } from './useAnamneseDraft.ts';

export interface AnamneseTenant {
  slug: string;
  publicKey: string;
  privacyPolicyUrl: string;
  /** providerType (a plural) for the intro. */
  providers: string;
}

interface AnamneseWizardProps {
  tenant: AnamneseTenant;
  draft: AnamneseDraft;
  setStep: (step: number) => void;
  setAnswer: (questionId: string, answer: DraftAnswer | undefined) => void;
  /** Called after a successful send, before leaving the page. */
  onSent: () => void;
  /** Where the generic success page is, with the tenant kept (?tenant=…). */
  successHref: string;
  /** Issue 30: passed on to the success page, which offers the signing of the request's documents. */
  consentToken?: string;
}

/** Keeps only the messages that still apply after the answer changed. */
function stillApplying(previous: StepErrors, now: StepErrors): StepErrors {
  return {
    choice: previous.choice && now.choice,
    text: previous.text && now.text,
    consent: previous.consent && now.consent,
  };
}

/** The 20 steps (spec 002 §4): one question at a time, progress, Zurück / Überspringen / Weiter. */
export function AnamneseWizard({
  tenant,
  draft,
  setStep,
  setAnswer,
  onSent,
  successHref,
  consentToken,
}: AnamneseWizardProps) {
  const navigate = useNavigate();
  const texts = usePatientTexts().anamnese;
  const stepIndex = draft.step;
  const question = QUESTIONNAIRE[stepIndex]!;
  const answer = draft.answers[question.id];
  const isLast = stepIndex === ANAMNESE_STEPS - 1;
  const stepNumber = stepIndex + 1;
  const percent = Math.round((stepNumber / ANAMNESE_STEPS) * 100);

  const [errors, setErrors] = useState<StepErrors>({});
  const [errorAttempt, setErrorAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(stepIndex);

  const submit = useMutation({
    mutationFn: submitAnamnese,
    onSuccess: () => {
      onSent();
      const state: ReceptionSuccessState = {
        type: 'anamnese',
        submissionId: draft.originalSubmissionId,
        consentToken,
      };
      navigate(successHref, { state });
    },
  });

  // Every step change: back to the top and focus on the question, so screen readers announce it.
  useEffect(() => {
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [stepIndex]);

  // A refused "Weiter": focus the first field that needs attention.
  useEffect(() => {
    if (errorAttempt === 0) return;
    stepRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorAttempt]);

  function goTo(step: number) {
    setErrors({});
    submit.reset();
    setStep(step);
  }

  function changeAnswer(next: DraftAnswer | undefined) {
    setAnswer(question.id, next);
    setErrors((previous) =>
      hasErrors(previous) ? stillApplying(previous, validateStep(question, next)) : previous,
    );
  }

  function send() {
    submit.mutate({
      tenant,
      originalSubmissionId: draft.originalSubmissionId,
      anamneseToken: draft.anamneseToken,
      answers: toAnswersPayload(draft.answers),
    });
  }

  function handleNext(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    const stepErrors = validateStep(question, answer);
    if (hasErrors(stepErrors)) {
      setErrors(stepErrors);
      setErrorAttempt((n) => n + 1);
      return;
    }
    if (isLast) send();
    else goTo(stepIndex + 1);
  }

  function handleSkip() {
    setAnswer(question.id, undefined);
    if (isLast) send();
    else goTo(stepIndex + 1);
  }

  function handleBack() {
    if (stepIndex === 0) navigate(-1);
    else goTo(stepIndex - 1);
  }

  return (
    <div className="flex flex-col gap-6">
      {stepIndex === 0 && (
        <div className="-mt-2 flex flex-col gap-2 text-slate-700">
          <p>{texts.intro(tenant.providers)}</p>
          <p className="font-medium">{texts.estimatedTime}</p>
        </div>
      )}

      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-4 text-sm text-slate-700">
          <span className="font-medium">{texts.stepOf(stepNumber, ANAMNESE_STEPS)}</span>
          <span className="tabular-nums">{texts.percent(percent)}</span>
        </div>
        <ProgressBar
          value={stepNumber}
          min={0}
          max={ANAMNESE_STEPS}
          label={texts.progressLabel}
          valueText={texts.progressValueText(stepNumber, ANAMNESE_STEPS, percent)}
        />
      </div>

      <form
        noValidate
        onSubmit={handleNext}
        // Fields reached with Tab scroll clear of the sticky button bar (focus not hidden, WCAG 2.4.11).
        className="flex flex-col gap-6 [&_input]:scroll-mb-40 [&_textarea]:scroll-mb-40"
      >
        <div ref={stepRef} key={question.id}>
          <QuestionStep
            question={question}
            answer={answer}
            onChange={changeAnswer}
            errors={errors}
            headingRef={headingRef}
            privacyPolicyUrl={tenant.privacyPolicyUrl}
          />
        </div>

        {submit.isError && (
          // A new key per attempt makes screen readers announce a repeated failure again.
          <div key={submit.submittedAt}>
            <Alert>{submitErrorMessage(submit.error, texts)}</Alert>
          </div>
        )}

        <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-slate-50/95 px-1 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-sm">
          <Button
            variant="secondary"
            size="lg"
            icon={<ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
            onClick={handleBack}
            disabled={submit.isPending}
          >
            {texts.back}
          </Button>
          {question.skippable && (
            <Button variant="ghost" size="lg" onClick={handleSkip} disabled={submit.isPending}>
              {texts.skip}
            </Button>
          )}
          <Button type="submit" size="lg" className="flex-1" loading={submit.isPending}>
            {submit.isPending ? texts.submitting : isLast ? texts.submit : texts.next}
            {!isLast && <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
          </Button>
        </div>
      </form>
    </div>
  );
}

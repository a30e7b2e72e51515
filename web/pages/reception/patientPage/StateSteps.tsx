import { Circle, CircleCheck, CircleDot } from 'lucide-react';
import { type Ref, useId } from 'react';
import { WORKFLOW_STATE_VALUES, type WorkflowState } from '../../../../common/workflow.ts';
import { Card } from '../../../components/Card.tsx';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';

interface StateStepsProps {
  state: WorkflowState;
  /** The heading takes the focus when the page has just opened (the prompt that asked is gone). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Where the request stands (UI.md: eingegangen, in Bearbeitung, erledigt) as three steps. The current one is
 * marked by more than colour: its own icon, bold text, a frame, and aria-current for screen readers; below,
 * one sentence says what it means.
 */
export function StateSteps({ state, headingRef }: StateStepsProps) {
  const texts = usePatientTexts().patientPage.state;
  const headingId = useId();
  const current = WORKFLOW_STATE_VALUES.indexOf(state);
  return (
    <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-4 text-xl font-semibold tracking-tight text-slate-900 focus:outline-none"
      >
        {texts.label}
      </h2>
      <ol className="flex flex-col gap-2 sm:flex-row">
        {WORKFLOW_STATE_VALUES.map((step, index) => {
          const isCurrent = index === current;
          // „Erledigt“ reached is done, not under way: its mark is the check like the steps before it.
          const reached = index < current || (isCurrent && step === 'erledigt');
          const Icon = reached ? CircleCheck : isCurrent ? CircleDot : Circle;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className={`flex min-h-11 flex-1 items-center gap-2 rounded-md border px-3 py-2 ${
                isCurrent
                  ? 'border-primary bg-primary-light font-semibold text-slate-900 ring-1 ring-primary'
                  : reached
                    ? 'border-slate-200 text-slate-700'
                    : 'border-dashed border-slate-300 text-slate-500'
              }`}
            >
              <Icon
                aria-hidden="true"
                className={`size-5 shrink-0 ${reached || isCurrent ? 'text-primary' : 'text-slate-400'}`}
              />
              {texts[step]}
            </li>
          );
        })}
      </ol>
      <p className="text-base text-slate-700">{texts.hint[state]}</p>
    </Card>
  );
}

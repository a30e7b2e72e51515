import type { ReactNode } from 'react';
import type { Question } from '../../../../../common/anamnese/questionnaire.ts';
import type { DraftAnswer, StepErrors } from '../answers.ts';

/** What every step renderer gets: its question from the definition, the current answer and the messages. */
export interface StepProps<T extends Question['type']> {
  question: Extract<Question, { type: T }>;
  answer: DraftAnswer | undefined;
  onChange: (answer: DraftAnswer | undefined) => void;
  errors: StepErrors;
  /** The question's heading (focused on step change); placed in the legend of the step's group. */
  heading: ReactNode;
}

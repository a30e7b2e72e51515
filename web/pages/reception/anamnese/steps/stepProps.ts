import type { ReactNode } from 'react';
import type { Question } from '../../../../../common/anamnese/questionnaire.ts';
import type { DraftAnswer, StepErrors } from '../answers.ts';

/** A step's messages in the patient's language, one for each of its StepErrors. */
export type StepMessages = { [K in keyof StepErrors]?: string };

/** What every step renderer gets: its question in the patient's language, the current answer, the messages. */
export interface StepProps<T extends Question['type']> {
  question: Extract<Question, { type: T }>;
  answer: DraftAnswer | undefined;
  onChange: (answer: DraftAnswer | undefined) => void;
  errors: StepMessages;
  /** The question's heading (focused on step change); placed in the legend of the step's group. */
  heading: ReactNode;
}

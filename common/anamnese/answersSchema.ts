// Validation of anamnese answers against the questionnaire: unknown ids, wrong shapes and out-of-range
// values are refused; skippable questions may be missing; the three required steps must be answered.
import { z } from 'zod';
import { MAX_FIELD_CHARS } from '../intake/limits.ts';
import { QUESTIONNAIRE, type Question } from './questionnaire.ts';

const text = z.string().max(MAX_FIELD_CHARS).optional().default('');
const oneOf = (q: { options: { value: string }[] }) =>
  z.enum(q.options.map((o) => o.value) as [string, ...string[]]);
const yesNo = z.enum(['yes', 'no']);

function answerSchema(q: Question): z.ZodType {
  switch (q.type) {
    case 'multi':
      return z.array(oneOf(q)).max(q.options.length);
    case 'scale':
      return z.number().int().min(q.min).max(q.max);
    case 'single':
      return oneOf(q);
    case 'yesno':
      return yesNo;
    case 'yesnoText':
      return z.object({ radio: yesNo, text }).strict();
    case 'checkboxesText':
      return z.object({ checkboxes: z.array(oneOf(q)).max(q.options.length), text }).strict();
    case 'textConsent':
      return z
        .object({
          text: z.string().trim().min(1, 'Bitte beschreiben Sie Ihre Erwartungen.').max(MAX_FIELD_CHARS),
          checkbox: z.literal(true, { error: 'Bitte bestätigen Sie die Einwilligung.' }),
        })
        .strict();
  }
}

export const anamneseAnswersSchema = z
  .object(
    Object.fromEntries(
      QUESTIONNAIRE.map((q) => [q.id, q.skippable ? answerSchema(q).optional() : answerSchema(q)]),
    ),
  )
  .strict();

export type AnamneseAnswers = z.infer<typeof anamneseAnswersSchema>;

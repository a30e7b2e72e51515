import { z } from 'zod';
import { FORM_TYPES, knownFormType } from '../intake/formTypes.ts';

/**
 * A form type filter: a canonical name or one of its aliases (kontakt, rezept, application, kurs, course, …;
 * spec 000 §3), or '' / 'all' / nothing for every type (→ undefined).
 */
export const formTypeFilterSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '' || value === 'all') return undefined;
    const type = knownFormType(value);
    if (type) return type;
    ctx.addIssue({
      code: 'custom',
      message: `formType muss einer von ${FORM_TYPES.join(', ')} oder all sein.`,
    });
    return z.NEVER;
  });

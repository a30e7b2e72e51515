import { z } from 'zod';
import { translationResponseSchema } from '../../../common/schemas/translation.ts';

/** `regenerate: true` asks the model again although a translation is stored. */
export const translationBodySchema = z
  .strictObject({
    regenerate: z.boolean({ error: 'regenerate muss true oder false sein.' }).optional(),
  })
  .prefault({});

export const translationRouteResponseSchema = translationResponseSchema;

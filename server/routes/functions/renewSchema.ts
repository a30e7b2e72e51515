import { z } from 'zod';

/**
 * renewSubmissionToken (issue 28): the used or expired link's token proves the request. Only a link token
 * (256 bits, always with letters) renews; a 6-digit code does not. Parsed in the handler, so a bad body
 * answers the route's own {success: false, code: 'BAD_REQUEST'}.
 */
export const renewSubmissionTokenBodySchema = z.object({
  submissionId: z.uuid(),
  token: z
    .string()
    .trim()
    .min(1)
    .max(512)
    .refine((token) => /[a-z]/i.test(token)),
});

/** No address: the holder's mail names it, and a leaked link must not. */
export const renewSubmissionTokenResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** As verifySubmissionToken's failures; retryAfterSeconds with RENEW_RATE_LIMITED (and the Retry-After header). */
export const renewSubmissionTokenFailureSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  error: z.string(),
  errorCode: z.string(),
  retryAfterSeconds: z.number().int().positive().optional(),
});

import { z } from 'zod';
import { formTypeFilterSchema } from './formTypeFilter.ts';

export const SCAN_DEFAULT_LIMIT = 50;
export const SCAN_MAX_LIMIT = 100;

/** Clamped to 1–100; missing → 50; anything non-numeric → 1 (spec 000 §5). */
export const clampScanLimit = (value: unknown): number => {
  if (value === undefined || value === null || value === '') return SCAN_DEFAULT_LIMIT;
  // Number() of an object can throw (its toString may be no function): only texts and numbers are read.
  const n = Math.floor(typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN);
  if (!Number.isFinite(n)) return 1;
  return Math.min(SCAN_MAX_LIMIT, Math.max(1, n));
};

const date = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), 'ist kein gültiges Datum')
  .optional()
  .or(z.literal('').transform(() => undefined));

export const scanSpamBodySchema = z.object({
  limit: z.unknown().optional().transform(clampScanLimit),
  all: z.boolean().optional().default(false),
  formType: formTypeFilterSchema,
  dateRange: z.object({ from: date, to: date }).optional(),
  enableStreaming: z.boolean().optional().default(false),
});
export type ScanSpamBody = z.infer<typeof scanSpamBodySchema>;

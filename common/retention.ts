// Retention (GDPR Art. 5(1)(e), 17): how long a practice keeps a submission, per category. A submission marked
// spam falls under 'spam', any other under its form type. Periods are stored in days (retention_policies);
// no row means the preset below, null means kept for ever (only where an admin chose "Nie").
import { z } from 'zod';
import { FORM_TYPES, type FormType } from './intake/formTypes.ts';

export const RETENTION_CATEGORIES = ['spam', ...FORM_TYPES] as const;
export type RetentionCategory = (typeof RETENTION_CATEGORIES)[number];

/**
 * Units of the admin screen. A month counts 31 days and a year 366, so a period is never shorter than its
 * calendar length (a record kept "10 years" by § 630f BGB must not go a leap day early); at most ~2 % later.
 */
export const PERIOD_UNITS = { days: 1, months: 31, years: 366 } as const;
export type PeriodUnit = keyof typeof PERIOD_UNITS;

/** The longest period that can be entered (100 years); longer is "Nie". */
export const MAX_PERIOD_DAYS = 100 * PERIOD_UNITS.years;

/**
 * The presets. 'training' (course bookings: "Kurs", "Rückenschule") is a request to book, not a treatment
 * record: like a contact request, 6 months; contracts and invoices of a booked course are kept by the
 * practice's accounting (§ 147 AO), not as the web request.
 */
export const RETENTION_PRESETS: Record<RetentionCategory, number> = {
  spam: 30,
  contact: 6 * PERIOD_UNITS.months,
  prescription: 10 * PERIOD_UNITS.years,
  anamnese: 10 * PERIOD_UNITS.years,
  bewerbung: 6 * PERIOD_UNITS.months,
  training: 6 * PERIOD_UNITS.months,
};

export const retentionCategoryOf = (submission: {
  isSpam: boolean;
  formType: FormType;
}): RetentionCategory => (submission.isSpam ? 'spam' : submission.formType);

/** A valid stored period: whole days from 1 to MAX_PERIOD_DAYS, or null for "Nie". */
export const periodDaysSchema = z.number().int().min(1).max(MAX_PERIOD_DAYS).nullable();

/** The periods in force: stored values over the presets. */
export function effectivePeriods(
  stored: readonly { category: string; periodDays: number | null }[],
): Record<RetentionCategory, number | null> {
  const periods: Record<RetentionCategory, number | null> = { ...RETENTION_PRESETS };
  for (const row of stored) {
    if ((RETENTION_CATEGORIES as readonly string[]).includes(row.category))
      periods[row.category as RetentionCategory] = row.periodDays;
  }
  return periods;
}

const DAY_MS = 86_400_000;

/** When a submission is past its period (null: never). */
export const dueAt = (createdAt: Date, periodDays: number | null): Date | null =>
  periodDays === null ? null : new Date(createdAt.getTime() + periodDays * DAY_MS);

/** The daily run (server/jobs/definitions/retention.ts), UTC: 02:30, 03:30 or 04:30 in Germany, before the practice day. */
export const RETENTION_RUN_HOUR_UTC = 2;
export const RETENTION_RUN_MINUTE_UTC = 30;
export const RETENTION_CRON = `${RETENTION_RUN_MINUTE_UTC} ${RETENTION_RUN_HOUR_UTC} * * *`;

/** The first daily run at or after the due moment: when the submission will actually go. */
export function deletionDate(createdAt: Date, periodDays: number | null): Date | null {
  const due = dueAt(createdAt, periodDays);
  if (!due) return null;
  const run = new Date(due);
  run.setUTCHours(RETENTION_RUN_HOUR_UTC, RETENTION_RUN_MINUTE_UTC, 0, 0);
  if (run < due) run.setTime(run.getTime() + DAY_MS);
  return run;
}

/** A stored period in the largest unit that divides it (for the admin screen's number + unit). */
export function splitPeriod(days: number): { amount: number; unit: PeriodUnit } {
  if (days % PERIOD_UNITS.years === 0) return { amount: days / PERIOD_UNITS.years, unit: 'years' };
  if (days % PERIOD_UNITS.months === 0) return { amount: days / PERIOD_UNITS.months, unit: 'months' };
  return { amount: days, unit: 'days' };
}

export const toPeriodDays = (amount: number, unit: PeriodUnit) => amount * PERIOD_UNITS[unit];

// ---- API shapes (server/routes/retention, web/pages/admin/retention) ------------------------------------

export const retentionPolicySchema = z.object({
  category: z.enum(RETENTION_CATEGORIES),
  /** In force: the stored value, else the preset. null: never deleted. */
  period_days: z.number().int().nullable(),
  preset_days: z.number().int(),
  /** True while no admin has chosen a period (the preset applies). */
  is_preset: z.boolean(),
  updated_at: z.string().nullable(),
});
export type RetentionPolicy = z.infer<typeof retentionPolicySchema>;

export const retentionPoliciesResponseSchema = z.object({
  tenant: z.object({ id: z.uuid(), name: z.string() }),
  policies: z.array(retentionPolicySchema),
});
export type RetentionPoliciesResponse = z.infer<typeof retentionPoliciesResponseSchema>;

/** PUT: the categories to change; a category left out keeps its period. */
export const retentionPoliciesBodySchema = z.object({
  periods: z.partialRecord(z.enum(RETENTION_CATEGORIES), z.unknown()),
});

export const deletionRecordSchema = z.object({
  category: z.string(),
  period_days: z.number().int(),
  submissions: z.number().int(),
  files: z.number().int(),
  anamnesen: z.number().int(),
  created_at: z.string(),
});
export type DeletionRecord = z.infer<typeof deletionRecordSchema>;

export const retentionRunSchema = z.object({
  id: z.uuid(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  status: z.enum(['running', 'completed', 'failed']),
  /** This practice's records of the run (one per category that had something due). */
  records: z.array(deletionRecordSchema),
});
export type RetentionRun = z.infer<typeof retentionRunSchema>;

export const retentionRunsResponseSchema = z.object({ runs: z.array(retentionRunSchema) });

/** A submission's retention as the detail screen shows it. */
export const submissionRetentionSchema = z.object({
  category: z.enum(RETENTION_CATEGORIES),
  period_days: z.number().int().nullable(),
  /** The run that will delete it; null when never (or held). */
  delete_on: z.string().nullable(),
  hold: z
    .object({
      held_at: z.string(),
      /** null when the sealed reason cannot be opened. */
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type SubmissionRetention = z.infer<typeof submissionRetentionSchema>;

export const HOLD_REASON_MAX = 500;
// The reason is checked by the command (RETENTION_HOLD_REASON_REQUIRED), whatever was sent.
export const retentionHoldBodySchema = z.object({ reason: z.unknown().optional() });

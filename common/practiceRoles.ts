// The roles a user holds in a practice (issue 44), beside the platform role (user | admin) of the spec.
// What each may do is server/policies/practiceRules.ts; the session tells the web app the result.

export const PRACTICE_ROLES = ['inhaber', 'therapeut', 'empfang'] as const;
export type PracticeRole = (typeof PRACTICE_ROLES)[number];
export const isPracticeRole = (value: string): value is PracticeRole =>
  (PRACTICE_ROLES as readonly string[]).includes(value);

/** What a role in a practice allows; the session lists the allowed ones per practice (`allowed`). */
export const PRACTICE_ACTIONS = [
  'tenant.read',
  'submission.read',
  'submission.update',
  'patient.search',
  'spam.scan',
  'submission.readClinical',
  'submission.export',
  'submission.delete',
  'submission.dataExport',
  'submission.retentionHold',
  'practice.manage',
  'practice.staff',
] as const;
export type PracticeAction = (typeof PRACTICE_ACTIONS)[number];

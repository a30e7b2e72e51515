// localStorage keys under which the dashboard remembers its filters between visits.
// They are cleared when a session ends, so the next person at the desk starts fresh.
export const DASHBOARD_PAGE_KEY = 'praxisdesk.dashboard.page';
export const DASHBOARD_INCLUDE_SPAM_KEY = 'praxisdesk.dashboard.include-spam';
export const DASHBOARD_FORM_TYPE_KEY = 'praxisdesk.dashboard.form-type';
export const DASHBOARD_TENANT_KEY = 'praxisdesk.dashboard.tenant';
export const DASHBOARD_DESK_KEY = 'praxisdesk.dashboard.desk';

export const DASHBOARD_STORAGE_KEYS = [
  DASHBOARD_PAGE_KEY,
  DASHBOARD_INCLUDE_SPAM_KEY,
  DASHBOARD_FORM_TYPE_KEY,
  DASHBOARD_TENANT_KEY,
  DASHBOARD_DESK_KEY,
] as const;

/**
 * sessionStorage key of the patient's unfinished anamnese for one practice: JSON
 * `{ originalSubmissionId, anamneseToken, step, answers }` (step is 0-based). Removed once the anamnese has
 * been sent.
 */
export const anamneseDraftKey = (tenantSlug: string) => `praxisdesk.anamnese.draft.${tenantSlug}`;

/**
 * sessionStorage key of the single-use anamnese token of the request just sent (JSON `{ submissionId, token }`),
 * from submitForm's answer until the anamnese page takes it into its draft.
 */
export const anamneseTokenKey = (tenantSlug: string) => `praxisdesk.anamnese.token.${tenantSlug}`;

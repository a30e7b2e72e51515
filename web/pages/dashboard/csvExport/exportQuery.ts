// The export's address: the dashboard's filters in the dashboard's own address form (dashboardSearch), which
// the server reads back strictly, plus the days and the health-data choice. The page is no filter.
import { type DashboardParams, dashboardSearch } from '../../../../common/dashboard/dashboardParams.ts';
import { formTypeLabel } from '../../../../common/dashboard/submissionDisplay.ts';
import { REQUEST_KIND_LABELS } from '../../../../common/intake/requestKinds.ts';
import type { SessionTenant } from '../../../../common/schemas/session.ts';
import { csvExportTexts } from '../../../../common/texts/csvExport.ts';
import { WORKFLOW_STATE_LABELS } from '../../../../common/workflow.ts';

export type ExportChoice = { from: string; to: string; health: boolean };

export function exportCsvUrl(params: DashboardParams, choice: ExportChoice): string {
  const search = dashboardSearch(params, new URLSearchParams(), null);
  search.delete('page');
  search.set('from', choice.from);
  search.set('to', choice.to);
  if (choice.health) search.set('health', '1');
  return `/api/submissions/export.csv?${search}`;
}

const texts = csvExportTexts.filters;

/** The filters the export applies, as short German lines; none when the dashboard shows everything. */
export function filterSummary(params: DashboardParams, tenants: readonly SessionTenant[]): string[] {
  const { desk } = params;
  const practice = params.tenant
    ? (tenants.find((t) => t.slug === params.tenant || t.id === params.tenant)?.name ?? params.tenant)
    : null;
  return [
    tenants.length > 1 || practice ? (practice ? texts.practice(practice) : texts.allPractices) : null,
    params.formType ? texts.formType(formTypeLabel(params.formType)) : null,
    desk.kind ? texts.kind(REQUEST_KIND_LABELS[desk.kind]) : null,
    desk.state === 'offen' ? texts.open : desk.state ? texts.state(WORKFLOW_STATE_LABELS[desk.state]) : null,
    desk.assignee === 'me' ? texts.mine : desk.assignee === 'none' ? texts.nobody : null,
    desk.unopened ? texts.unopened : null,
    desk.onlySpam ? texts.onlySpam : params.includeSpam ? texts.withSpam : null,
  ].filter((line): line is string => line !== null);
}

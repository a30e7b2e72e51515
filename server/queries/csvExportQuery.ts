import { z } from 'zod';
import { exportRangeProblem, MAX_EXPORT_DAYS } from '../../common/dashboard/csvExportRange.ts';
import { REQUEST_KIND_VALUES } from '../../common/intake/requestKinds.ts';
import { formTypeFilterSchema } from '../../common/schemas/formTypeFilter.ts';
import { csvExportTexts } from '../../common/texts/csvExport.ts';
import { WORKFLOW_STATE_VALUES } from '../../common/workflow.ts';
import type { SubmissionFilters } from './listSubmissions.ts';

const texts = csvExportTexts.errors;

const flag = z.enum(['1', 'true', '0', 'false'], { error: 'Erwartet 1 oder 0.' }).optional();
const yes = (value: string | undefined) => value === '1' || value === 'true';

/**
 * The dashboard's filters in the address's own form (common/dashboard/dashboardParams.ts: type, spam=1|only,
 * kind, state, owner, new, tenant), checked strictly: an unknown value is refused rather than ignored, so a
 * file never holds more than the staff member meant. Plus the days `from`–`to` and `health=1`.
 */
export const exportCsvQuerySchema = z
  .object({
    from: z.string({ error: texts.invalidDay }).max(10, texts.invalidDay),
    to: z.string({ error: texts.invalidDay }).max(10, texts.invalidDay),
    tenant: z.string().max(100).optional(),
    type: formTypeFilterSchema,
    spam: z.enum(['1', 'true', '0', 'false', 'only'], { error: 'spam muss 1, 0 oder only sein.' }).optional(),
    kind: z.enum(REQUEST_KIND_VALUES, { error: 'kind ist keine bekannte Art von Anfrage.' }).optional(),
    state: z
      .enum([...WORKFLOW_STATE_VALUES, 'offen'], {
        error: 'state muss neu, in_bearbeitung, erledigt oder offen sein.',
      })
      .optional(),
    owner: z.enum(['me', 'none'], { error: 'owner muss me oder none sein.' }).optional(),
    new: flag,
    health: flag,
  })
  .superRefine((query, ctx) => {
    const problem = exportRangeProblem(query.from, query.to);
    if (!problem) return;
    const message =
      problem.problem === 'rangeTooLong' ? texts.rangeTooLong(MAX_EXPORT_DAYS) : texts[problem.problem];
    ctx.addIssue({ code: 'custom', path: [problem.field], message });
  })
  .transform((query) => ({
    from: query.from,
    to: query.to,
    tenant: query.tenant || undefined,
    health: yes(query.health),
    filters: {
      includeSpam: yes(query.spam),
      onlySpam: query.spam === 'only',
      ...(query.type ? { formType: query.type } : {}),
      ...(query.kind ? { kind: query.kind } : {}),
      ...(query.state ? { state: query.state } : {}),
      ...(query.owner ? { assignee: query.owner } : {}),
      unopened: yes(query.new),
    } satisfies SubmissionFilters,
  }));
export type ExportCsvQuery = z.infer<typeof exportCsvQuerySchema>;

// The dashboard's numbers from the counters (constant cost), and the newest submission's id by index.
import { type SubmissionStats, ZERO_STATS } from '../../../common/schemas/dashboardStats.ts';
import type { Database } from '../../db/connect.ts';

/**
 * Spam counts only in total and spam, so total = processed + unprocessed + spam; "unprocessed" is the work
 * left; the per-type
 * counters count what is not spam; anamnese counts the questionnaires received (anamnese_submissions).
 */
export async function submissionStats(database: Database, tenantIds: string[]): Promise<SubmissionStats> {
  if (tenantIds.length === 0) return ZERO_STATS;
  const [{ rows: counts }, { rows: anamnese }, { rows: last }] = await Promise.all([
    database.executeSql(
      `select coalesce(sum(n), 0)::int as total,
         coalesce(sum(n) filter (where is_spam), 0)::int as spam,
         coalesce(sum(n) filter (where is_processed and not is_spam), 0)::int as processed,
         coalesce(sum(n) filter (where not is_processed and not is_spam), 0)::int as unprocessed,
         coalesce(sum(n) filter (where form_type = 'contact' and not is_spam), 0)::int as contact_count,
         coalesce(sum(n) filter (where form_type = 'prescription' and not is_spam), 0)::int as prescription_count,
         coalesce(sum(n) filter (where form_type = 'bewerbung' and not is_spam), 0)::int as bewerbung_count,
         coalesce(sum(n) filter (where form_type = 'training' and not is_spam), 0)::int as training_count
       from submission_counters where tenant_id = any($1::uuid[])`,
      [tenantIds],
    ),
    database.executeSql(
      'select coalesce(sum(n), 0)::int as n from anamnese_counters where tenant_id = any($1::uuid[])',
      [tenantIds],
    ),
    // One index probe per practice, then the newest of those.
    database.executeSql(
      `select newest.id from unnest($1::uuid[]) as t(id)
       cross join lateral (
         select f.id, f.created_at from form_submissions f where f.tenant_id = t.id order by f.created_at desc limit 1
       ) newest
       order by newest.created_at desc limit 1`,
      [tenantIds],
    ),
  ]);
  const c = counts[0] as Omit<SubmissionStats, 'last_submission_id' | 'anamnese_count'>;
  return {
    ...c,
    anamnese_count: (anamnese[0] as { n: number }).n,
    last_submission_id: (last[0] as { id: string } | undefined)?.id ?? null,
  };
}

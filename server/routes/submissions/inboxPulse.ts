// The live inbox's question, asked by every open dashboard every few seconds (issue 28): how many requests
// nobody of the practice opened yet, and when the newest not-spam one arrived. One statement of index probes
// (the partial unopened index; per practice its newest row on (tenant, spam, created)), whatever the size.
import type { Database } from '../../db/connect.ts';

/** $1: the practices' ids. Exported for the test that reads its plan. */
export const INBOX_PULSE_SQL = `select
       (select count(*)::int from form_submissions
         where tenant_id = any($1::uuid[]) and opened_at is null and is_spam = false) as unopened,
       (select max(newest.created_at) from unnest($1::uuid[]) as t(id)
         cross join lateral (
           select f.created_at from form_submissions f
           where f.tenant_id = t.id and f.is_spam = false order by f.created_at desc limit 1
         ) newest) as latest`;

export type InboxPulse = { unopened: number; latest: string | null };

export async function inboxPulse(database: Database, tenantIds: string[]): Promise<InboxPulse> {
  if (tenantIds.length === 0) return { unopened: 0, latest: null };
  const { rows } = await database.executeSql(INBOX_PULSE_SQL, [tenantIds]);
  const row = rows[0] as { unopened: number; latest: string | Date | null };
  return { unopened: row.unopened, latest: row.latest ? new Date(row.latest).toISOString() : null };
}

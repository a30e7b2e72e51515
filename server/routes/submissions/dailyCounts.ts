// Submissions per day and form type for the dashboard's chart (German calendar days). Reads only the last N
// days through the (tenant_id, created_at) index, so its cost follows recent traffic, not the inbox size.

import type { FORM_TYPES } from '../../../common/intake/formTypes.ts';
import type { Database } from '../../db/connect.ts';

export type DayCount = Record<(typeof FORM_TYPES)[number] | 'spam', number> & { date: string };

export async function dailyCounts(
  database: Database,
  tenantIds: string[],
  days: number,
): Promise<DayCount[]> {
  const { rows } = await database.executeSql(
    `select to_char((created_at at time zone 'Europe/Berlin')::date, 'YYYY-MM-DD') as day, form_type, is_spam,
       count(*)::int as n
     from form_submissions
     where tenant_id = any($1::uuid[])
       and created_at >= ((now() at time zone 'Europe/Berlin')::date - ($2::int - 1)) at time zone 'Europe/Berlin'
     group by 1, 2, 3`,
    [tenantIds, days],
  );
  const today = new Date(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date()));
  const byDay = new Map<string, DayCount>();
  for (let i = days - 1; i >= 0; i--) {
    const date = new Date(today.getTime() - i * 86_400_000).toISOString().slice(0, 10);
    byDay.set(date, { date, contact: 0, prescription: 0, anamnese: 0, bewerbung: 0, training: 0, spam: 0 });
  }
  for (const r of rows as { day: string; form_type: DayCount['date']; is_spam: boolean; n: number }[]) {
    const entry = byDay.get(r.day);
    if (!entry) continue;
    if (r.is_spam) entry.spam += r.n;
    else entry[r.form_type as (typeof FORM_TYPES)[number]] += r.n;
  }
  return [...byDay.values()];
}

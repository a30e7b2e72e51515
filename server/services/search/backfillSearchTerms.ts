// Requests stored before the search existed (and any a scoring left out: unreadable, or scoring failed for good)
// get their terms at start, in batches by id like the patient keys' backfill. A request whose form data cannot
// be read is marked without terms, so later starts do not try it again.
import type { Database } from '../../db/connect.ts';
import type { CryptoService } from '../crypto.ts';
import { type IndexItem, indexSubmissions } from './indexSubmissions.ts';

const BATCH = 500;

/** The number of requests indexed. */
export async function backfillSearchTerms(deps: { database: Database; crypto: CryptoService }) {
  const { database, crypto } = deps;
  let indexed = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await database.executeSql(
      `select id, tenant_id, form_data from form_submissions
       where id > $1 and search_indexed_at is null order by id limit ${BATCH}`,
      [after],
    );
    const batch = rows as { id: string; tenant_id: string; form_data: string }[];
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    const byTenant = new Map<string, IndexItem[]>();
    for (const row of batch) {
      const formData = await crypto.decryptJson<Record<string, unknown>>(row.tenant_id, row.form_data);
      const readable = formData.ok && formData.value && typeof formData.value === 'object';
      const items = byTenant.get(row.tenant_id) ?? [];
      items.push({ id: row.id, formData: readable ? formData.value : null });
      byTenant.set(row.tenant_id, items);
    }
    for (const [tenantId, items] of byTenant) indexed += await indexSubmissions(deps, tenantId, items);
  }
  return indexed;
}

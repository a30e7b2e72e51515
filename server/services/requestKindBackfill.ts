// Requests stored before the desk knew kinds (migration 0014) get theirs from their stored data: the type name
// they were sent with is inside the sealed form data, so this runs in the app, not in SQL. Batches by id;
// rows written since carry their kind from intake, so a run after the first finds nothing.

import type { FormType } from '../../common/intake/formTypes.ts';
import { requestKindOf } from '../../common/intake/requestKinds.ts';
import type { Database } from '../db/connect.ts';
import type { CryptoService } from './crypto.ts';

const BATCH = 500;

/** The number of requests that got their kind. */
export async function backfillRequestKinds(deps: { database: Database; crypto: CryptoService }) {
  const { database, crypto } = deps;
  let filled = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await database.executeSql(
      `select id, tenant_id, form_type, form_data from form_submissions
       where id > $1 and request_kind is null order by id limit ${BATCH}`,
      [after],
    );
    const batch = rows as { id: string; tenant_id: string; form_type: FormType; form_data: string }[];
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    const kinds: string[] = [];
    for (const row of batch) {
      // Unreadable data still gets the kind its form type says: the card shows one kind for every row.
      const formData = await crypto.decryptJson<Record<string, unknown>>(row.tenant_id, row.form_data);
      const typeName = formData.ok && formData.value ? formData.value.type : undefined;
      kinds.push(requestKindOf(typeName, row.form_type));
    }
    const { rows: updated } = await database.executeSql(
      `update form_submissions f set request_kind = k.kind
       from unnest($1::uuid[], $2::text[]) as k(id, kind)
       where f.id = k.id and f.request_kind is null returning f.id`,
      [batch.map((row) => row.id), kinds],
    );
    filled += updated.length;
  }
  return filled;
}

// Writes the search terms of requests (issue 28): one row per term, the term as the practice's keyed hash.
// Called when a request is scored (commands/scoreSubmissions.ts) and by the start's backfill (older rows, the
// demo's samples). Idempotent: form_submissions.search_indexed_at is set in the same statement that
// writes the terms, and a request that has it is skipped — a rescan, a retried job or two servers at once
// write each request's terms once. Spam is indexed too (the search hides it unless asked).
import type { Database } from '../../db/connect.ts';
import type { CryptoService } from '../crypto.ts';
import { searchTermHasher } from './searchTermHasher.ts';
import { submissionTerms } from './submissionTerms.ts';

export type SearchDeps = { database: Database; crypto: CryptoService };

/** A request of one practice with its decrypted form data; null when it could not be read (no terms). */
export type IndexItem = { id: string; formData: Record<string, unknown> | null };

/** Hashing is CPU work on the thread that answers requests: a few requests at a time, then a turn of the loop. */
const ITEMS_PER_TURN = 25;

/** The number of requests indexed now (those indexed before are left as they are). */
export async function indexSubmissions(
  deps: SearchDeps,
  tenantId: string,
  items: readonly IndexItem[],
): Promise<number> {
  if (items.length === 0) return 0;
  const { rows } = await deps.database.executeSql(
    'select id from form_submissions where id = any($1::uuid[]) and search_indexed_at is null',
    [items.map((item) => item.id)],
  );
  const waiting = new Set((rows as { id: string }[]).map((row) => row.id));
  if (waiting.size === 0) return 0;
  const hash = await searchTermHasher(deps.crypto, tenantId);
  const hashes: string[] = [];
  const owners: string[] = [];
  let done = 0;
  for (const item of items) {
    if (!waiting.has(item.id)) continue;
    if (done > 0 && done % ITEMS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    done++;
    if (!item.formData) continue;
    // Distinct terms may (very rarely) share a 64-bit hash: each hash once per request, as the key wants it.
    for (const hashed of new Set(submissionTerms(item.formData).map(hash))) {
      hashes.push(hashed);
      owners.push(item.id);
    }
  }
  // One statement: the mark and the rows together. Only rows this statement marked get terms, so a concurrent
  // indexer (waiting on the row lock, then seeing the mark) writes none, and no row can exist already: no ON
  // CONFLICT, whose check cost the insert ~60 % more on PGlite (measured).
  const { rows: marked } = await deps.database.executeSql(
    `with marked as (
       update form_submissions set search_indexed_at = now()
       where id = any($1::uuid[]) and tenant_id = $2 and search_indexed_at is null returning id
     ), written as (
       insert into submission_search_terms (tenant_id, term_hash, submission_id)
       select $2, t.term_hash, t.submission_id from unnest($3::text[], $4::uuid[]) as t(term_hash, submission_id)
       where t.submission_id in (select id from marked)
     )
     select count(*)::int as n from marked`,
    [[...waiting], tenantId, hashes, owners],
  );
  return (marked as { n: number }[])[0]!.n;
}

/** One request (the demo seed, tests). */
export async function indexSubmission(
  deps: SearchDeps,
  submission: { id: string; tenantId: string; formData: Record<string, unknown> | null },
) {
  return (await indexSubmissions(deps, submission.tenantId, [submission])) === 1;
}

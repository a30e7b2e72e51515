// The consent documents a new request needs (issue 30), in the intake transaction that stores the requests
// (services/submissionWriter.ts): per request one pending submission_consents row for the newest published
// version of each document of its practice that is not archived and whose version names the request's kind,
// and, when there is at least one, the consent link whose token the reception gets. One statement per batch.
// Spam is decided later (scoring): its rows are made too, a request held as spam is simply never signed.
import type { SqlExecutor } from '../db/connect.ts';
import { CONSENT_LINK_DAYS } from './consentLinks.ts';

export type ConsentRequest = {
  submissionId: string;
  tenantId: string;
  requestKind: string;
  /** SHA-256 of the token the reception is answered; null: rows only (the confirmation mail links them). */
  tokenHash: string | null;
};

// $1… are parallel arrays, one element per stored request. "newest" is each document's newest version: a
// kind the admin took out in a later version does not bring back an older one.
const REQUEST_CONSENTS = `
  with input as (
    select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[])
      as t(submission_id, tenant_id, request_kind, token_hash)
  ),
  newest as (
    select distinct on (v.document_id) v.id, v.tenant_id, v.request_kinds
    from consent_documents d
    join consent_document_versions v on v.document_id = d.id
    where d.tenant_id in (select tenant_id from input) and d.archived_at is null
    order by v.document_id, v.version desc
  ),
  consents as (
    insert into submission_consents (tenant_id, submission_id, version_id)
    select i.tenant_id, i.submission_id, n.id
    from input i join newest n on n.tenant_id = i.tenant_id and i.request_kind = any (n.request_kinds)
    returning submission_id
  ),
  links as (
    insert into consent_links (tenant_id, submission_id, token_hash, expires_at)
    select i.tenant_id, i.submission_id, i.token_hash, now() + make_interval(days => ${CONSENT_LINK_DAYS})
    from input i
    where i.token_hash is not null and i.submission_id in (select submission_id from consents)
  )
  select submission_id, count(*)::int as n from consents group by submission_id`;

/** The number of consents made per request id (absent: none needed). */
export async function requestConsents(
  execute: SqlExecutor,
  requests: readonly ConsentRequest[],
): Promise<Map<string, number>> {
  if (!requests.length) return new Map();
  const { rows } = await execute(REQUEST_CONSENTS, [
    requests.map((r) => r.submissionId),
    requests.map((r) => r.tenantId),
    requests.map((r) => r.requestKind),
    requests.map((r) => r.tokenHash),
  ]);
  return new Map((rows as { submission_id: string; n: number }[]).map((r) => [r.submission_id, r.n]));
}

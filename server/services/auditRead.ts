// Every read of a submission's content leaves one trace, whatever the way in: action 'submission.read' with
// details.via naming the way. One action for all reads, so "who saw this patient's data" is one filter in the
// Protokoll; `via` tells the screens apart. Ids only, never content.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { formSubmissions } from '../db/schema.ts';
import { type AuditActor, type AuditEntry, auditMany } from './audit.ts';

export const SUBMISSION_READ = 'submission.read';

export const READ_VIAS = [
  'list',
  'detail',
  'anamnese',
  'file',
  'file_download',
  'pdf',
  'magic_link',
  'scan',
  'related',
  'patient_search',
  'notes',
  'replies',
  'search',
  'translation',
  'consents',
  'consent_pdf',
  'fhir',
  'csv_export',
  'webhook',
] as const;
export type ReadVia = (typeof READ_VIAS)[number];

export type ReadSubmission = { id: string; tenantId: string };

/**
 * One row per practice among the submissions read, all in one INSERT: a single submission is the row's
 * target; several (a list page, a scan) are named in details.ids. The practice column stays filterable even
 * when an admin's list page mixes practices. Nothing read, nothing written.
 */
export async function auditSubmissionRead(
  db: Db,
  actor: AuditActor,
  submissions: readonly ReadSubmission[],
  via: ReadVia,
  extra: Record<string, unknown> = {},
) {
  const byTenant = new Map<string, string[]>();
  for (const s of submissions) byTenant.set(s.tenantId, [...(byTenant.get(s.tenantId) ?? []), s.id]);
  const entries: AuditEntry[] = [...byTenant].map(([tenantId, ids]) => ({
    actor,
    action: SUBMISSION_READ,
    tenantId,
    ...(ids.length === 1
      ? { target: { type: 'submission', id: ids[0] }, details: { via, ...extra } }
      : { details: { via, ids, ...extra } }),
  }));
  await auditMany(db, entries);
}

/** The practices of submissions known by id only (the spam scan's targets). */
export async function withTenants(db: Db, ids: readonly string[]): Promise<ReadSubmission[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: formSubmissions.id, tenantId: formSubmissions.tenantId })
    .from(formSubmissions)
    .where(inArray(formSubmissions.id, [...ids]));
}

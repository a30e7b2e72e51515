// One call records who did what to which record of which tenant. Never put health data into details.
import type { Db } from '../db/connect.ts';
import { auditLog } from '../db/schema.ts';

export type AuditActor =
  | { kind: 'user'; id: string }
  | { kind: 'public' | 'system' | 'cli' | 'magic_link' | 'patient' };

export type AuditEntry = {
  actor: AuditActor;
  action: string;
  tenantId?: string | null;
  target?: { type: string; id: string };
  details?: Record<string, unknown>;
};

export async function audit(db: Db, entry: AuditEntry) {
  await auditMany(db, [entry]);
}

/** Several entries in one INSERT (a list page read across practices is one statement, not one per row). */
export async function auditMany(db: Db, entries: readonly AuditEntry[]) {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      actorKind: entry.actor.kind,
      actorUserId: entry.actor.kind === 'user' ? entry.actor.id : null,
      action: entry.action,
      tenantId: entry.tenantId ?? null,
      targetType: entry.target?.type,
      targetId: entry.target?.id,
      details: entry.details,
    })),
  );
}

/** What a patient did on their page („Ihre Anfrage“, issue 45): ids only, never what they wrote. */
export const auditPatient = (
  db: Db,
  request: { tenantId: string; submissionId: string },
  action: string,
  details: Record<string, unknown>,
) =>
  audit(db, {
    actor: { kind: 'patient' },
    action,
    tenantId: request.tenantId,
    target: { type: 'submission', id: request.submissionId },
    details,
  });

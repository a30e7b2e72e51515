// One call records who did what to which record of which tenant. Never put health data into details.
import type { Db } from '../db/connect.ts';
import { auditLog } from '../db/schema.ts';

export type AuditEntry = {
  actor: { kind: 'user'; id: string } | { kind: 'public' | 'system' | 'cli' | 'magic_link' };
  action: string;
  tenantId?: string | null;
  target?: { type: string; id: string };
  details?: Record<string, unknown>;
};

export async function audit(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorKind: entry.actor.kind,
    actorUserId: entry.actor.kind === 'user' ? entry.actor.id : null,
    action: entry.action,
    tenantId: entry.tenantId ?? null,
    targetType: entry.target?.type,
    targetId: entry.target?.id,
    details: entry.details,
  });
}

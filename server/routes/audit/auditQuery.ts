// Reading the audit log for the Protokoll: one page (newest first), the whole filtered log in batches for the
// CSV, and the actions for the filter. Every filter meets an index of migration 0009 (created_at, actor and
// time, practice and time), so a page costs the same on a log of millions of rows.
import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { actionLabels } from '../../../common/texts/adminAudit.ts';
import type { Db } from '../../db/connect.ts';
import { auditLog, tenantSettings, users } from '../../db/schema.ts';
import { type AuditRow, actionLabel } from '../../presenters/auditEntry.ts';
import type { AuditFilters } from './schema.ts';

const actorUser = alias(users, 'actor_user');
const targetUser = alias(users, 'target_user');
const targetTenant = alias(tenantSettings, 'target_tenant');

const columns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  actorKind: auditLog.actorKind,
  actorUserId: auditLog.actorUserId,
  actorName: actorUser.fullName,
  actorEmail: actorUser.email,
  tenantId: auditLog.tenantId,
  tenantName: tenantSettings.name,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  details: auditLog.details,
  targetUserName: targetUser.fullName,
  targetUserEmail: targetUser.email,
  targetTenantName: targetTenant.name,
  /** The exact stored time (microseconds; a Date keeps milliseconds), for continuing after a batch. */
  cursorTime: sql<string>`${auditLog.createdAt}::text`,
};

/** The filters, and for a practice's owner the practices whose part of the log they may read (issue 44). */
export type ScopedAuditFilters = AuditFilters & { practices?: string[] };

function conditions(filters: ScopedAuditFilters): (SQL | undefined)[] {
  return [
    filters.practices ? inArray(auditLog.tenantId, filters.practices) : undefined,
    filters.user ? eq(auditLog.actorUserId, filters.user) : undefined,
    filters.practice ? eq(auditLog.tenantId, filters.practice) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.from ? gte(auditLog.createdAt, new Date(filters.from)) : undefined,
    filters.to ? lte(auditLog.createdAt, new Date(filters.to)) : undefined,
  ];
}

type SelectedRow = AuditRow & { cursorTime: string };

function select(db: Db, where: (SQL | undefined)[], limit: number, offset = 0): Promise<SelectedRow[]> {
  return (
    db
      .select(columns)
      .from(auditLog)
      .leftJoin(actorUser, eq(actorUser.id, auditLog.actorUserId))
      .leftJoin(tenantSettings, eq(tenantSettings.id, auditLog.tenantId))
      // Targets are text ids of several kinds; users and practices are small tables.
      .leftJoin(
        targetUser,
        and(eq(auditLog.targetType, 'user'), eq(sql`${targetUser.id}::text`, auditLog.targetId)),
      )
      .leftJoin(
        targetTenant,
        and(eq(auditLog.targetType, 'tenant'), eq(sql`${targetTenant.id}::text`, auditLog.targetId)),
      )
      .where(and(...where))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset)
  );
}

/** One page of 50 (one more is read to know whether a next page exists, instead of counting the log). */
export async function readAuditPage(db: Db, filters: ScopedAuditFilters, page: number, pageSize: number) {
  const rows = await select(db, conditions(filters), pageSize + 1, (page - 1) * pageSize);
  return { rows: rows.slice(0, pageSize), hasNextPage: rows.length > pageSize };
}

/** The whole filtered log, newest first, in batches that continue after the last row (no growing OFFSET). */
export async function* auditBatches(db: Db, filters: ScopedAuditFilters, batchSize = 1000) {
  let after: SQL | undefined;
  for (;;) {
    const rows = await select(db, [...conditions(filters), after], batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const tail = rows[rows.length - 1]!;
    after = sql`(${auditLog.createdAt}, ${auditLog.id}) < (${tail.cursorTime}::timestamptz, ${tail.id})`;
  }
}

/**
 * The actions for the filter: every code we write (labelled) and any other code found in the log. The
 * DISTINCT reads the whole table, so its answer is kept for a minute per process.
 */
export function createActionCatalogue(db: Db, ttlMs = 60_000) {
  let cached: { at: number; codes: string[] } | null = null;
  return async () => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog);
      cached = { at: Date.now(), codes: rows.map((r) => r.action) };
    }
    const codes = new Set([...Object.keys(actionLabels), ...cached.codes]);
    return [...codes]
      .map((code) => ({ code, label: actionLabel(code) }))
      .sort((a, b) => a.label.localeCompare(b.label, 'de'));
  };
}

// An admin sets a practice's retention periods. Every value is checked before anything is written (all or
// nothing); "Nie" (null) only when sent explicitly. Audited with the old and new periods (numbers only).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { periodDaysSchema, type RetentionCategory } from '../../common/retention.ts';
import { retentionTexts } from '../../common/texts/retention.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { retentionPolicies, tenantSettings } from '../db/schema.ts';
import { AppError, errors } from '../errors.ts';
import { audit } from '../services/audit.ts';

export const invalidPeriod = (category: string) =>
  new AppError('RETENTION_PERIOD_INVALID', 400, retentionTexts.errors.invalidPeriod, { category });

/** The practice (not one being deleted), or 404. */
export async function findRetentionTenant(db: Db, tenantId: string) {
  const [tenant] = await db
    .select({ id: tenantSettings.id, name: tenantSettings.name })
    .from(tenantSettings)
    .where(and(eq(tenantSettings.id, tenantId), sql`not (${tenantSettings.config} ? 'deletion')`));
  if (!tenant) throw errors.notFound(retentionTexts.errors.tenantNotFound);
  return tenant;
}

export async function saveRetentionPolicies(
  db: Db,
  actor: Actor,
  tenantId: string,
  periods: Partial<Record<RetentionCategory, unknown>>,
) {
  const changes = Object.entries(periods).map(([category, value]) => {
    const parsed = periodDaysSchema.safeParse(value);
    if (!parsed.success) throw invalidPeriod(category);
    return { category: category as RetentionCategory, periodDays: parsed.data };
  });
  if (changes.length === 0) throw errors.badRequest(retentionTexts.errors.invalidPeriod);
  await findRetentionTenant(db, tenantId);
  await db.transaction(async (tx) => {
    const before = await tx
      .select({ category: retentionPolicies.category, periodDays: retentionPolicies.periodDays })
      .from(retentionPolicies)
      .where(
        and(
          eq(retentionPolicies.tenantId, tenantId),
          inArray(
            retentionPolicies.category,
            changes.map((c) => c.category),
          ),
        ),
      );
    const now = new Date();
    await tx
      .insert(retentionPolicies)
      .values(changes.map((c) => ({ tenantId, ...c, updatedBy: actor.id, updatedAt: now })))
      .onConflictDoUpdate({
        target: [retentionPolicies.tenantId, retentionPolicies.category],
        set: {
          periodDays: sql`excluded.period_days`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    await audit(tx as unknown as Db, {
      actor: { kind: 'user', id: actor.id },
      action: 'retention.update',
      tenantId,
      target: { type: 'tenant', id: tenantId },
      details: {
        changes: changes.map((c) => {
          const stored = before.find((b) => b.category === c.category);
          return { category: c.category, from: stored ? stored.periodDays : 'preset', to: c.periodDays };
        }),
      },
    });
  });
}

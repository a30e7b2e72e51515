// A practice's retention periods (stored over the presets of common/retention.ts) and one submission's
// retention as the detail screen shows it.
import { eq } from 'drizzle-orm';
import {
  deletionDate,
  effectivePeriods,
  RETENTION_CATEGORIES,
  RETENTION_PRESETS,
  type RetentionPolicy,
  retentionCategoryOf,
  type SubmissionRetention,
} from '../../common/retention.ts';
import type { Db } from '../db/connect.ts';
import { type formSubmissions, retentionPolicies } from '../db/schema.ts';
import type { CryptoService } from '../services/crypto.ts';

const storedPolicies = (db: Db, tenantId: string) =>
  db
    .select({
      category: retentionPolicies.category,
      periodDays: retentionPolicies.periodDays,
      updatedAt: retentionPolicies.updatedAt,
    })
    .from(retentionPolicies)
    .where(eq(retentionPolicies.tenantId, tenantId));

/** Every category with the period in force, its preset and whether an admin chose it. */
export async function loadPolicies(db: Db, tenantId: string): Promise<RetentionPolicy[]> {
  const stored = await storedPolicies(db, tenantId);
  const periods = effectivePeriods(stored);
  return RETENTION_CATEGORIES.map((category) => {
    const row = stored.find((s) => s.category === category);
    return {
      category,
      period_days: periods[category],
      preset_days: RETENTION_PRESETS[category],
      is_preset: !row,
      updated_at: row ? row.updatedAt.toISOString() : null,
    };
  });
}

type RetentionRow = Pick<
  typeof formSubmissions.$inferSelect,
  'tenantId' | 'isSpam' | 'formType' | 'createdAt' | 'retentionHeldAt' | 'retentionHoldReason'
>;

/** When the daily run will delete this submission, and its hold (reason opened with the practice's key). */
export async function presentRetention(
  deps: { db: Db; crypto: CryptoService },
  row: RetentionRow,
): Promise<SubmissionRetention> {
  const category = retentionCategoryOf(row);
  const periodDays = effectivePeriods(await storedPolicies(deps.db, row.tenantId))[category];
  const reason = row.retentionHoldReason
    ? await deps.crypto.decryptText(row.tenantId, row.retentionHoldReason)
    : null;
  const deleteOn = row.retentionHeldAt ? null : deletionDate(row.createdAt, periodDays);
  return {
    category,
    period_days: periodDays,
    delete_on: deleteOn ? deleteOn.toISOString() : null,
    hold: row.retentionHeldAt
      ? { held_at: row.retentionHeldAt.toISOString(), reason: reason?.ok ? reason.value : null }
      : null,
  };
}

// Staff re-score their practices' newest submissions (spec 000 §2 "Spam scan"). Marks made by hand stay.
import { and, desc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import type { ScanSpamBody } from '../../common/schemas/spamScan.ts';
import type { Actor } from '../auth/actor.ts';
import { formSubmissions } from '../db/schema.ts';
import { tenantScope } from '../policies/tenantScope.ts';
import { type ScanItemResult, type SpamDeps, scoreSubmissions } from './scoreSubmissions.ts';

export const SCAN_CHUNK = 10;

export async function selectScanTargets(deps: SpamDeps, actor: Actor, body: ScanSpamBody): Promise<string[]> {
  const filters: (SQL | undefined)[] = [
    tenantScope(actor, formSubmissions.tenantId),
    isNull(formSubmissions.spamMarkedAt),
  ];
  if (!body.all) {
    if (body.formType) filters.push(eq(formSubmissions.formType, body.formType));
    if (body.dateRange?.from) filters.push(gte(formSubmissions.createdAt, new Date(body.dateRange.from)));
    if (body.dateRange?.to) {
      // A plain date means the whole day.
      const to = new Date(body.dateRange.to);
      if (/^\d{4}-\d{2}-\d{2}$/.test(body.dateRange.to)) to.setUTCHours(23, 59, 59, 999);
      filters.push(lte(formSubmissions.createdAt, to));
    }
  }
  const rows = await deps.database.db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(and(...filters))
    .orderBy(desc(formSubmissions.createdAt))
    .limit(body.limit);
  return rows.map((r) => r.id);
}

export type ScanProgress = { processed: number; total: number; chunk: ScanItemResult[]; elapsedMs: number };

export async function scanSpam(deps: SpamDeps, ids: string[], onProgress?: (p: ScanProgress) => void) {
  const started = Date.now();
  let processed = 0;
  const results = await scoreSubmissions(deps, ids, {
    mode: 'rescore',
    chunkSize: SCAN_CHUNK,
    onProgress: (chunk) => {
      processed += chunk.length;
      onProgress?.({ processed, total: ids.length, chunk, elapsedMs: Date.now() - started });
    },
  });
  return results;
}

export const presentScanResult = (r: ScanItemResult) => ({
  id: r.id,
  form_type: r.formType,
  new_score: r.score,
  previous_score: r.previousScore,
  is_spam: r.isSpam,
  aiClassified: r.aiClassified,
  error: r.error ?? null,
});

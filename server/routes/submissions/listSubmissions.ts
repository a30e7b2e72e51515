// One page of the inbox, newest first. The total comes from the counters; pages in the back half are read
// from the oldest end, so the last page of a million submissions costs what the first one does.
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FormType } from '../../../common/intake/formTypes.ts';
import type { Db } from '../../db/connect.ts';
import { formSubmissions, submissionCounters } from '../../db/schema.ts';
import { presentSubmissionCard } from '../../presenters/submissionCard.ts';
import type { CryptoService } from '../../services/crypto.ts';

export type ListFilters = { page: number; limit: number; includeSpam: boolean; formType?: FormType };

const cardColumns = {
  id: formSubmissions.id,
  tenantId: formSubmissions.tenantId,
  formType: formSubmissions.formType,
  formData: formSubmissions.formData,
  isSpam: formSubmissions.isSpam,
  isProcessed: formSubmissions.isProcessed,
  spamScore: formSubmissions.spamScore,
  spamConfidence: formSubmissions.spamConfidence,
  spamReasons: formSubmissions.spamReasons,
  quarantineStatus: formSubmissions.quarantineStatus,
  hasAnamnese: formSubmissions.hasAnamnese,
  createdAt: formSubmissions.createdAt,
  updatedAt: formSubmissions.updatedAt,
};

export async function listSubmissions(
  db: Db,
  crypto: CryptoService,
  tenants: { id: string; name: string }[],
  filters: ListFilters,
) {
  const tenantIds = tenants.map((t) => t.id);
  const names = new Map(tenants.map((t) => [t.id, t.name]));
  const rowFilters: (SQL | undefined)[] = [
    inArray(formSubmissions.tenantId, tenantIds),
    filters.includeSpam ? undefined : eq(formSubmissions.isSpam, false),
    filters.formType ? eq(formSubmissions.formType, filters.formType) : undefined,
  ];
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${submissionCounters.n}), 0)::int` })
    .from(submissionCounters)
    .where(
      and(
        inArray(submissionCounters.tenantId, tenantIds),
        filters.includeSpam ? undefined : eq(submissionCounters.isSpam, false),
        filters.formType ? eq(submissionCounters.formType, filters.formType) : undefined,
      ),
    );

  const offset = (filters.page - 1) * filters.limit;
  let rows: Awaited<ReturnType<typeof readPage>> = [];
  function readPage(order: 'desc' | 'asc', skip: number, take: number) {
    const direction = order === 'desc' ? desc : asc;
    return db
      .select(cardColumns)
      .from(formSubmissions)
      .where(and(...rowFilters))
      .orderBy(direction(formSubmissions.createdAt), direction(formSubmissions.id))
      .limit(take)
      .offset(skip);
  }
  if (offset < total) {
    if (offset <= total / 2 || tenantIds.length === 0) {
      rows = await readPage('desc', offset, filters.limit);
    } else {
      const end = total - offset;
      const start = Math.max(0, end - filters.limit);
      rows = (await readPage('asc', start, end - start)).reverse();
    }
  }

  const totalPages = Math.max(1, Math.ceil(total / filters.limit));
  return {
    submissions: await Promise.all(
      rows.map((row) => presentSubmissionCard(crypto, row, names.get(row.tenantId) ?? null)),
    ),
    pagination: {
      totalPages,
      currentPage: filters.page,
      totalCount: total,
      hasNextPage: filters.page < totalPages,
    },
  };
}

export async function findSubmissionCard(
  db: Db,
  crypto: CryptoService,
  tenants: { id: string; name: string }[],
  submissionId: string,
) {
  const [row] = await db
    .select(cardColumns)
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.id, submissionId),
        inArray(
          formSubmissions.tenantId,
          tenants.map((t) => t.id),
        ),
      ),
    );
  if (!row) return null;
  return presentSubmissionCard(crypto, row, tenants.find((t) => t.id === row.tenantId)?.name ?? null);
}

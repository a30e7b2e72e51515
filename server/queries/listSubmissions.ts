// One page of the inbox, newest first. The total comes from the counters; pages in the back half are read
// from the oldest end, so the last page of a million submissions costs what the first one does.
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { FormType } from '../../common/intake/formTypes.ts';
import type { RequestKind } from '../../common/intake/requestKinds.ts';
import type { WorkflowState } from '../../common/workflow.ts';
import type { Db } from '../db/connect.ts';
import { formSubmissions, submissionCounters, users } from '../db/schema.ts';
import { presentSubmissionCard, type SubmissionRow } from '../presenters/submissionCard.ts';
import type { CryptoService } from '../services/crypto.ts';

/**
 * The spec's filters (page, spam, form type) and the desk's (issue 28): the kind the patient chose, the
 * workflow state, the owner ('me', 'none' or nothing) and only the requests nobody of the practice opened.
 */
export type ListFilters = {
  page: number;
  limit: number;
  includeSpam: boolean;
  formType?: FormType;
  /** Only what the filter holds as spam (the spam card's set). */
  onlySpam?: boolean;
  kind?: RequestKind;
  /** 'offen': not Erledigt (the unprocessed card's set). */
  state?: WorkflowState | 'offen';
  assignee?: 'me' | 'none';
  unopened?: boolean;
};

/** The dashboard's filters without paging: what the list, and the CSV export (issue 31), select by. */
export type SubmissionFilters = Omit<ListFilters, 'page' | 'limit'>;

/**
 * The WHERE conditions of the filters within the given practices. `processed` and `spam` are also the
 * counters' dimensions; `deskFilters` are the conditions the counters cannot answer.
 */
export function submissionConditions(tenantIds: string[], filters: SubmissionFilters, actorId: string) {
  // Processed or not, and spam, are the counters' own dimensions; the rest of the desk's filters are not.
  const processed = filters.state === 'erledigt' ? true : filters.state === 'offen' ? false : undefined;
  const spam = filters.onlySpam ? true : filters.includeSpam ? undefined : false;
  const deskFilters = [
    filters.kind ? eq(formSubmissions.requestKind, filters.kind) : undefined,
    filters.state === 'neu' || filters.state === 'in_bearbeitung'
      ? eq(formSubmissions.workflowState, filters.state)
      : undefined,
    filters.assignee === 'me' ? eq(formSubmissions.assigneeId, actorId) : undefined,
    filters.assignee === 'none' ? isNull(formSubmissions.assigneeId) : undefined,
    filters.unopened ? isNull(formSubmissions.openedAt) : undefined,
  ].filter(Boolean);
  const rowFilters: (SQL | undefined)[] = [
    inArray(formSubmissions.tenantId, tenantIds),
    spam === undefined ? undefined : eq(formSubmissions.isSpam, spam),
    processed === undefined ? undefined : eq(formSubmissions.isProcessed, processed),
    filters.formType ? eq(formSubmissions.formType, filters.formType) : undefined,
    ...deskFilters,
  ];
  return { processed, spam, deskFilters, rowFilters };
}

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
  requestKind: formSubmissions.requestKind,
  workflowState: formSubmissions.workflowState,
  assigneeId: formSubmissions.assigneeId,
  workflowVersion: formSubmissions.workflowVersion,
  openedAt: formSubmissions.openedAt,
  createdAt: formSubmissions.createdAt,
  updatedAt: formSubmissions.updatedAt,
};

export async function listSubmissions(
  db: Db,
  crypto: CryptoService,
  tenants: { id: string; name: string }[],
  filters: ListFilters,
  actorId: string,
) {
  const tenantIds = tenants.map((t) => t.id);
  const { processed, spam, deskFilters, rowFilters } = submissionConditions(tenantIds, filters, actorId);
  // Count and rows from one snapshot: pages of the back half are read from the oldest end with this total, so
  // a request stored or deleted between the two statements (intake, the retention run, a practice's
  // deletion) would shift such a page by one.
  const { total, rows } = await db.transaction(
    async (tx) => {
      // The spec's filters are counted by the counters; the desk's are counted on their indexes (a practice's
      // requests of one kind, state or owner).
      const [{ total }] =
        deskFilters.length > 0
          ? await tx
              .select({ total: sql<number>`count(*)::int` })
              .from(formSubmissions)
              .where(and(...rowFilters))
          : await tx
              .select({ total: sql<number>`coalesce(sum(${submissionCounters.n}), 0)::int` })
              .from(submissionCounters)
              .where(
                and(
                  inArray(submissionCounters.tenantId, tenantIds),
                  spam === undefined ? undefined : eq(submissionCounters.isSpam, spam),
                  processed === undefined ? undefined : eq(submissionCounters.isProcessed, processed),
                  filters.formType ? eq(submissionCounters.formType, filters.formType) : undefined,
                ),
              );

      const offset = (filters.page - 1) * filters.limit;
      let rows: Awaited<ReturnType<typeof readPage>> = [];
      function readPage(order: 'desc' | 'asc', skip: number, take: number) {
        const direction = order === 'desc' ? desc : asc;
        return tx
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
      return { total, rows };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const totalPages = Math.max(1, Math.ceil(total / filters.limit));
  return {
    submissions: await presentCards(db, crypto, tenants, rows),
    pagination: {
      totalPages,
      currentPage: filters.page,
      totalCount: total,
      hasNextPage: filters.page < totalPages,
    },
  };
}

/**
 * Cards for rows of the given practices, each with its practice's and its owner's name (the owners in one
 * query; a deleted owner has none: the card shows nobody). The list and the search present alike.
 */
export async function presentCards(
  db: Db,
  crypto: CryptoService,
  tenants: { id: string; name: string }[],
  rows: SubmissionRow[],
) {
  const names = new Map(tenants.map((t) => [t.id, t.name]));
  const ownerIds = [...new Set(rows.flatMap((row) => (row.assigneeId ? [row.assigneeId] : [])))];
  const owners = new Map(
    ownerIds.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, name: users.fullName })
            .from(users)
            .where(inArray(users.id, ownerIds))
        ).map((user) => [user.id, user.name]),
  );
  return Promise.all(
    rows.map((row) =>
      presentSubmissionCard(
        crypto,
        row,
        names.get(row.tenantId) ?? null,
        row.assigneeId ? (owners.get(row.assigneeId) ?? null) : null,
      ),
    ),
  );
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
  return row ? (await presentCards(db, crypto, tenants, [row]))[0]! : null;
}

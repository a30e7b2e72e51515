// The Protokoll (issue 13, beyond the spec's tabs): admins read the audit log — who did what, when — filtered
// by user, practice, action and time, as pages of 50 or as one CSV file. A practice's owner reads that
// practice's part of it (issue 44): rows of the practices they own, never the platform's own rows (no
// practice). Mounted under /api.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../auth/actor.ts';
import type { AppDeps } from '../../context.ts';
import { errors } from '../../errors.ts';
import { requireUser } from '../../http/authenticate.ts';
import { contentDisposition } from '../../http/contentDisposition.ts';
import { authorize, can, isAdmin } from '../../policies/policy.ts';
import { presentAuditEntry } from '../../presenters/auditEntry.ts';
import { audit } from '../../services/audit.ts';
import { auditCsvFileName, auditCsvHeader, auditCsvLine } from './auditCsv.ts';
import { auditBatches, createActionCatalogue, readAuditPage, type ScopedAuditFilters } from './auditQuery.ts';
import {
  AUDIT_PAGE_SIZE,
  type AuditFilters,
  auditActionsResponseSchema,
  auditCsvQuerySchema,
  auditErrors,
  auditListQuerySchema,
  auditListResponseSchema,
} from './schema.ts';

function checkRange(filters: AuditFilters) {
  if (filters.from && filters.to && new Date(filters.from) > new Date(filters.to))
    throw auditErrors.invalidRange();
}

/** Only the filters that were set, for the export's own audit row (since/until read as "ab"/"bis"). */
const setFilters = ({ from, to, ...rest }: AuditFilters) =>
  Object.fromEntries(
    Object.entries({ ...rest, since: from, until: to }).filter(([, value]) => value !== undefined),
  );

/** What of the log the actor reads: all of it (platform admin), or the practices they own. */
function scoped(actor: Actor, filters: AuditFilters): ScopedAuditFilters {
  if (isAdmin(actor)) return filters;
  if (filters.practice) {
    authorize(actor, 'practice.manage', { tenantId: filters.practice });
    return filters;
  }
  return { ...filters, practices: ownedPractices(actor) };
}

function ownedPractices(actor: Actor) {
  const owned = Object.keys(actor.practices).filter((tenantId) =>
    can(actor, 'practice.manage', { tenantId }),
  );
  if (owned.length === 0) throw errors.forbidden();
  return owned;
}

export const auditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const actions = createActionCatalogue(db);
  app.addHook('onRequest', requireUser);

  app.get(
    '/audit',
    { schema: { querystring: auditListQuerySchema, response: { 200: auditListResponseSchema } } },
    async (request) => {
      const { page, ...filters } = request.query;
      checkRange(filters);
      const scope = scoped(request.actor!, filters);
      const { rows, hasNextPage } = await readAuditPage(db, scope, page, AUDIT_PAGE_SIZE);
      return {
        entries: rows.map(presentAuditEntry),
        pagination: { page, pageSize: AUDIT_PAGE_SIZE, hasNextPage },
      };
    },
  );

  app.get(
    '/audit/actions',
    { schema: { response: { 200: auditActionsResponseSchema } } },
    async (request) => {
      if (!isAdmin(request.actor!)) ownedPractices(request.actor!);
      return { actions: await actions() };
    },
  );

  app.get('/audit.csv', { schema: { querystring: auditCsvQuerySchema } }, async (request, reply) => {
    const { timeZone, ...filters } = request.query;
    checkRange(filters);
    const scope = scoped(request.actor!, filters);
    // The export carries names and e-mails of staff: it is itself on record.
    await audit(db, {
      actor: { kind: 'user', id: request.actor!.id },
      action: 'audit.export',
      details: { filters: setFilters(filters) },
    });
    async function* csv() {
      yield auditCsvHeader();
      for await (const rows of auditBatches(db, scope))
        yield rows.map((row) => auditCsvLine(presentAuditEntry(row), timeZone)).join('');
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', auditCsvFileName(new Date(), timeZone)))
      .header('x-content-type-options', 'nosniff')
      .send(Readable.from(csv()));
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { queryWords } from '../../../common/search/normalizeWords.ts';
import { searchTexts } from '../../../common/texts/search.ts';
import type { AppDeps } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../http/authenticate.ts';
import { selectTenants } from '../../policies/tenantSelection.ts';
import { presentCards } from '../../queries/listSubmissions.ts';
import { auditSubmissionRead } from '../../services/auditRead.ts';
import { normalisePhone } from '../../services/patientKeys.ts';
import { searchSubmissions } from '../../services/search/searchSubmissions.ts';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, searchQuerySchema } from './schema.ts';

const queryInvalid = () => new AppError('SEARCH_QUERY_INVALID', 400, searchTexts.errors.queryInvalid);

// GET /api/submissions/search?q=…&tenant=…&spam=0|1 (issue 28): the requests of the actor's practices (or the
// one chosen) that have every word of q, newest first, as the dashboard's cards; `truncated` when there are
// more than the 50 shown. The search runs on keyed hashes (services/search/, docs/search.md). The cards are
// a read of health data, audited like a list page (via "search") by their ids: the query text is in no audit
// row and no log line (the request log drops query strings).
export const searchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.addHook('onRequest', requireUser);

  app.get('/search', { schema: { querystring: searchQuerySchema } }, async (request, reply) => {
    const actor = request.actor!;
    const q = request.query.q?.trim() ?? '';
    const words =
      q.length >= SEARCH_QUERY_MIN && q.length <= SEARCH_QUERY_MAX ? queryWords(q, normalisePhone) : [];
    if (words.length === 0) throw queryInvalid();
    const tenants = await selectTenants(db, actor, request.query.tenant);
    const { rows, truncated } = await searchSubmissions(
      deps,
      tenants.map((t) => t.id),
      words,
      { includeSpam: request.query.spam === '1' },
    );
    const submissions = await presentCards(db, deps.crypto, tenants, rows);
    await auditSubmissionRead(
      db,
      { kind: 'user', id: actor.id },
      rows.map((row) => ({ id: row.id, tenantId: row.tenantId })),
      'search',
    );
    reply.header('cache-control', 'no-store');
    return { submissions, truncated };
  });
};

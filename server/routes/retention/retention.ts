import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RetentionRun } from '../../../common/retention.ts';
import { findRetentionTenant, saveRetentionPolicies } from '../../commands/saveRetentionPolicies.ts';
import type { AppDeps } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { authorize } from '../../policies/policy.ts';
import { loadPolicies } from '../../queries/retentionPeriods.ts';
import {
  retentionPoliciesBodySchema,
  retentionPoliciesResponseSchema,
  retentionRunsResponseSchema,
  runsQuerySchema,
  tenantParamsSchema,
} from './schema.ts';

// The administration's tab "Aufbewahrung": a practice's periods per category and the last runs' records.
// Platform admins and the practice's owners (practice.manage, issue 44); another practice answers 404.
export const retentionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.addHook('onRequest', requireUser);
  // After validation: the practice's id in the path is a UUID here.
  app.addHook('preHandler', async (request) => {
    const { tenantId } = request.params as { tenantId: string };
    authorize(request.actor, 'practice.manage', { tenantId });
  });

  app.get(
    '/tenants/:tenantId',
    { schema: { params: tenantParamsSchema, response: { 200: retentionPoliciesResponseSchema } } },
    async (request) => {
      const tenant = await findRetentionTenant(db, request.params.tenantId);
      return { tenant, policies: await loadPolicies(db, tenant.id) };
    },
  );

  app.put(
    '/tenants/:tenantId',
    {
      schema: {
        params: tenantParamsSchema,
        body: retentionPoliciesBodySchema,
        response: { 200: retentionPoliciesResponseSchema },
      },
    },
    async (request) => {
      await saveRetentionPolicies(db, request.actor!, request.params.tenantId, request.body.periods);
      const tenant = await findRetentionTenant(db, request.params.tenantId);
      return { tenant, policies: await loadPolicies(db, tenant.id) };
    },
  );

  // The last runs (they cover every practice) with this practice's records; a run without any is "nothing due".
  app.get(
    '/tenants/:tenantId/runs',
    {
      schema: {
        params: tenantParamsSchema,
        querystring: runsQuerySchema,
        response: { 200: retentionRunsResponseSchema },
      },
    },
    async (request) => {
      const tenant = await findRetentionTenant(db, request.params.tenantId);
      const { rows } = await deps.database.executeSql(
        `select r.id, r.started_at, r.finished_at, r.status,
           coalesce(json_agg(json_build_object('category', d.category, 'period_days', d.period_days,
             'submissions', d.submissions, 'files', d.files, 'anamnesen', d.anamnesen, 'created_at', d.created_at)
             order by d.id) filter (where d.id is not null), '[]') as records
         from (select * from retention_runs order by started_at desc limit $2) r
         left join deletion_records d on d.run_id = r.id and d.tenant_id = $1
         group by r.id, r.started_at, r.finished_at, r.status
         order by r.started_at desc`,
        [tenant.id, request.query.limit],
      );
      type Row = Omit<RetentionRun, 'started_at' | 'finished_at'> & {
        started_at: Date | string;
        finished_at: Date | string | null;
      };
      return {
        runs: (rows as Row[]).map((row) => ({
          id: row.id,
          status: row.status,
          started_at: new Date(row.started_at).toISOString(),
          finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
          records: row.records.map((record) => ({
            category: record.category,
            period_days: record.period_days,
            submissions: record.submissions,
            files: record.files,
            anamnesen: record.anamnesen,
            created_at: new Date(record.created_at).toISOString(),
          })),
        })),
      };
    },
  );
};

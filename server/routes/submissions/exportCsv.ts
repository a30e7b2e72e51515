import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportSubmissionsCsv } from '../../commands/exportSubmissionsCsv.ts';
import type { AppDeps } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { contentDisposition } from '../../http/contentDisposition.ts';
import { exportCsvQuerySchema } from '../../queries/csvExportQuery.ts';

// "CSV exportieren" on the dashboard (issue 31, mounted under /api/submissions): the requests of a range of
// days under the dashboard's filters, for the actor's practices only (another practice named answers 404).
// A static path, so it never reaches /:id.
export const exportCsvRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('onRequest', requireUser);

  app.get('/export.csv', { schema: { querystring: exportCsvQuerySchema } }, async (request, reply) => {
    const { csv, fileName } = await exportSubmissionsCsv(deps, request.actor!, request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', fileName))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  });
};
